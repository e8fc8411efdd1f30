package dds

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"unsafe"

	"bridgescore/scoring"
)

// On Windows the solver is DDS's own DLL (dds.dll, 64-bit), loaded when
// first needed from the folder the program is in, and only from there: a
// DLL of that name elsewhere on the search path is never picked up. Without
// it every call returns ErrUnavailable and the rest of the program works.

// The structures of DDS's dll.h; every field is a C int (32 bits) or char.
type ddTableDealsPBN struct {
	noOfTables int32
	deals      [batch * 5][80]byte
}

type ddTableResults struct {
	resTable [5][4]int32 // strain (S, H, D, C, NT) by hand (N, E, S, W)
}

type ddTablesRes struct {
	noOfBoards int32
	results    [batch * 5]ddTableResults
}

type contractType struct {
	underTricks, overTricks, level, denom, seats int32
}

type parResultsMaster struct {
	score, number int32
	contracts     [10]contractType
}

const returnNoFault = 1

var (
	solver     sync.Mutex
	loadOnce   sync.Once
	calcAll    *syscall.Proc
	dealerParB *syscall.Proc
	errMessage *syscall.Proc
)

func load() {
	exe, err := os.Executable()
	if err != nil {
		return
	}
	dll, err := syscall.LoadDLL(filepath.Join(filepath.Dir(exe), "dds.dll"))
	if err != nil {
		return
	}
	a, err1 := dll.FindProc("CalcAllTablesPBN")
	p, err2 := dll.FindProc("DealerParBin")
	m, err3 := dll.FindProc("ErrorMessage")
	if err1 != nil || err2 != nil || err3 != nil {
		return
	}
	calcAll, dealerParB, errMessage = a, p, m
}

var ddsSeats = [4]scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}
var ddsStrains = [5]scoring.Strain{scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs, scoring.NoTrump}

func analyse(boards []scoring.Deal) ([]Analysis, error) {
	loadOnce.Do(load)
	if calcAll == nil {
		return nil, ErrUnavailable
	}
	solver.Lock()
	defer solver.Unlock()
	out := make([]Analysis, len(boards))
	deals := new(ddTableDealsPBN)
	res := new(ddTablesRes)
	for start := 0; start < len(boards); start += batch {
		end := min(start+batch, len(boards))
		*deals = ddTableDealsPBN{noOfTables: int32(end - start)}
		for i, b := range boards[start:end] {
			copy(deals.deals[i][:79], b.PBN())
		}
		var filter [5]int32 // 0: solve every strain
		rc, _, _ := calcAll.Call(uintptr(unsafe.Pointer(deals)), uintptr(^uint32(0)),
			uintptr(unsafe.Pointer(&filter[0])), uintptr(unsafe.Pointer(res)), 0)
		if int32(rc) != returnNoFault {
			return nil, solverError("solving the deals", int32(rc))
		}
		for i := range end - start {
			b := boards[start+i]
			r := &res.results[i]
			for s, strain := range ddsStrains {
				for h, seat := range ddsSeats {
					out[start+i].Tricks.Set(seat, strain, int(r.resTable[s][h]))
				}
			}
			par, err := dealerPar(r, b)
			if err != nil {
				return nil, fmt.Errorf("board %d: %w", b.Board, err)
			}
			out[start+i].Par = par
		}
	}
	return out, nil
}

// dealerPar asks DealerParBin for the par of the board as it is bid, the
// dealer speaking first.
func dealerPar(r *ddTableResults, b scoring.Deal) (scoring.Par, error) {
	var pres parResultsMaster
	dealer := 0
	for i, s := range ddsSeats {
		if s == b.Dealer {
			dealer = i
		}
	}
	vul := map[scoring.Vulnerability]uintptr{scoring.VulAll: 1, scoring.VulNS: 2, scoring.VulEW: 3}[b.Vul]
	rc, _, _ := dealerParB.Call(uintptr(unsafe.Pointer(r)), uintptr(unsafe.Pointer(&pres)), uintptr(dealer), vul)
	if int32(rc) != returnNoFault {
		return scoring.Par{}, solverError("finding par", int32(rc))
	}
	par := scoring.Par{Score: int(pres.score)}
	for i := range min(int(pres.number), len(pres.contracts)) {
		c := pres.contracts[i]
		if c.level == 0 || c.denom < 0 || c.denom > 4 {
			continue // passed out
		}
		strain := [5]scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs}[c.denom]
		var seats []scoring.Seat
		switch c.seats {
		case 0, 1, 2, 3:
			seats = []scoring.Seat{ddsSeats[c.seats]}
		case 4:
			seats = []scoring.Seat{scoring.North, scoring.South}
		case 5:
			seats = []scoring.Seat{scoring.East, scoring.West}
		}
		for _, s := range seats {
			par.Contracts = append(par.Contracts, parContract(int(c.level), strain, s, int(c.overTricks), int(c.underTricks)))
		}
	}
	return par, nil
}

func solverError(doing string, rc int32) error {
	var buf [80]byte
	errMessage.Call(uintptr(rc), uintptr(unsafe.Pointer(&buf[0])))
	n := 0
	for n < len(buf) && buf[n] != 0 {
		n++
	}
	return fmt.Errorf("double-dummy solver, %s: %s (code %d)", doing, buf[:n], rc)
}
