package cli

import (
	"flag"
	"sort"
	"strings"
	"testing"
)

// Every flag a command reads is in its help ('bridgescore COMMAND -h'),
// written --name: the help cannot leave one out.
func TestHelpNamesEveryFlag(t *testing.T) {
	var sets []*flag.FlagSet
	madeFlagSet = func(fs *flag.FlagSet) { sets = append(sets, fs) }
	defer func() { madeFlagSet = nil }()
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		sets = nil
		args := []string{name, "-h"}
		if name == "movement" {
			// Its flags are read once it knows what to build.
			args = []string{name, "mitchell", "-h"}
		}
		code, help, errOut := stRun(t, args...)
		if code != 0 || !strings.HasPrefix(help, "usage: ") || !strings.Contains(help, "bridgescore "+name+" ") {
			t.Errorf("%s -h: exit %d, %q %q", name, code, firstLine(help), errOut)
			continue
		}
		if len(sets) == 0 {
			t.Errorf("%s: no flags seen", name)
		}
		for _, fs := range sets {
			fs.VisitAll(func(f *flag.Flag) {
				if !strings.Contains(help, "--"+f.Name) {
					t.Errorf("%s -h does not name --%s", name, f.Name)
				}
			})
		}
	}
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}
