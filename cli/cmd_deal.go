package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"time"

	"bridgescore/club"
	"bridgescore/dealer"
	"bridgescore/outfile"
	"bridgescore/reports"
	"bridgescore/scoring"
)

const dealUsage = `usage: bridgescore deal --boards 1-28 --out FILE.pbn [--seed N] [--sheet FILE.pdf] [--paper a4|letter] [--machine FILE.dup]

Deals random boards and writes them as a PBN 2.1 hand record, with dealer and
vulnerability by Law 2 and each deal's double-dummy analysis (makeable
contracts and par, as bridgescore analyse gives them). Every deal is equally
likely (Law 6): the cards come from the operating system's cryptographic
generator, so nobody can foresee or repeat them. With --seed the same number deals the same boards again on any
computer (the file says so, with the seed): use it only when a set has to be
made again, since anyone who knows the seed knows the hands.

Options:
  --boards LIST   the boards to deal: 1-28, 1-16,33-48, 7 (default 1-28)
  --out FILE      the PBN file to write
  --seed N        a whole number from 0 to 18446744073709551615
  --sheet FILE    also print the hand-dealing sheet (PDF): for each board,
                  every card of the pack in order with the seat it goes to
  --paper a4|letter  the sheet's paper (default a4)
  --machine FILE  also write the deals for a dealing machine, in the format
                  the file's extension names: .dup (Duplimate), .bri or .dge;
                  the boards must follow each other (.bri and .dge from 1)
`

func dealCommand(fs *flag.FlagSet) work {
	boardsFlag := fs.String("boards", "1-28", "")
	out := fs.String("out", "", "")
	seed := fs.String("seed", "", "")
	sheet := fs.String("sheet", "", "")
	paperName := fs.String("paper", "a4", "")
	machine := fs.String("machine", "", "")
	return func(x *call) error {
		boards, dealt, err := checkDealArgs(x.args, *boardsFlag, *out, *seed)
		paper, perr := reports.ParsePaper(*paperName)
		if err == nil && perr != nil {
			err = fmt.Errorf("--paper: %v", perr)
		}
		if err == nil && *sheet != "" {
			err = outfile.Check(*sheet, outfile.Protect{})
		}
		if err == nil && *machine != "" {
			err = checkMachine(*machine)
		}
		if err != nil {
			return usage(err.Error())
		}
		deals := dealt.Boards(boards)
		if *machine != "" {
			var b bytes.Buffer
			err := dealer.WriteMachine(&b, dealer.MachineFormat(*machine), deals)
			if err == nil {
				err = outfile.Write(*machine, b.Bytes(), outfile.Protect{})
			}
			if err != nil {
				return fmt.Errorf("%s: %w", *machine, err)
			}
		}
		// The analysis is made once, with the deals, and kept in the file.
		if err := club.AnalyseDeals(deals, false); err != nil {
			fmt.Fprintf(x.stderr, "bridgescore deal: the deals are written without makeable contracts: %v\n", err)
		}
		if err := handRecordOf(dealt, *boardsFlag, deals).Save(*out); err != nil {
			return err
		}
		if *sheet != "" {
			var pdf bytes.Buffer
			err := reports.WriteDealingSheetPDF(&pdf, deals, "Dealing sheet, boards "+*boardsFlag, paper)
			if err == nil {
				err = outfile.Write(*sheet, pdf.Bytes(), outfile.Protect{})
			}
			if err != nil {
				return err
			}
		}
		how := "random"
		if dealt.Seeded {
			how = fmt.Sprintf("seed %d", dealt.Seed())
		}
		fmt.Fprintf(x.stdout, "%d boards dealt (%s) to %s\n", len(boards), how, *out)
		return nil
	}
}

func checkDealArgs(pos []string, boards, out, seed string) ([]int, *dealer.Dealer, error) {
	if len(pos) > 0 {
		return nil, nil, fmt.Errorf("unexpected argument %q (the file goes after --out)", pos[0])
	}
	if out == "" {
		return nil, nil, errors.New("--out FILE.pbn is needed")
	}
	list, err := dealer.ParseBoards(boards)
	if err != nil {
		return nil, nil, fmt.Errorf("--boards: %v", err)
	}
	if seed == "" {
		return list, dealer.New(), nil
	}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return nil, nil, fmt.Errorf("--seed %q: expected a whole number from 0 to 18446744073709551615", seed)
	}
	return list, dealer.NewSeeded(n), nil
}

// checkMachine refuses a dealing-machine file whose extension names no
// format, or that cannot be written.
func checkMachine(path string) error {
	if dealer.MachineFormat(path) == "" {
		return fmt.Errorf("--machine %s: name the file .dup, .bri or .dge for the format to write", path)
	}
	return outfile.Check(path, outfile.Protect{})
}

// handRecordOf is the deals dealt, the file saying how they were made.
func handRecordOf(d *dealer.Dealer, boards string, deals []scoring.Deal) club.HandRecordFile {
	h := club.HandRecordFile{Deals: deals, Date: time.Now().Format("2006.01.02")}
	if d.Seeded {
		h.Notes = []string{
			fmt.Sprintf("Dealt by bridgescore deal --boards %s --seed %d", boards, d.Seed()),
			"These deals are reproducible: the same seed deals the same boards again.",
		}
	} else {
		h.Notes = []string{
			fmt.Sprintf("Dealt by bridgescore deal --boards %s", boards),
			"Random deals from the operating system's cryptographic generator; they cannot be dealt again.",
		}
	}
	return h
}
