package club

import "fmt"

// membersEnv makes this package's test binary a program of its own that
// imports a membership list ("import DB LIST") or undoes the import
// ("undo DB"), so that its peak memory is the operation's alone.
const membersEnv = "BRIDGESCORE_CLUB_TEST_MEMBERS"

func membersElsewhere(a []string) error {
	d, err := Open(a[1])
	if err != nil {
		return err
	}
	defer d.Close()
	switch a[0] {
	case "import":
		_, _, err = d.ImportMembers(a[2])
	case "undo":
		_, err = d.UndoRegister()
	default:
		err = fmt.Errorf("no such step %q", a[0])
	}
	return err
}
