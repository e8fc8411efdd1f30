//go:build cgo && !windows

package dds

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <dds/dll.h>

// The solver's functions, found in the library once it is loaded.
static __typeof__(CalcAllTablesPBN) *calcAllTablesPBN;
static __typeof__(DealerParBin) *dealerParBin;
static __typeof__(ErrorMessage) *errorMessage;

// loadDDS opens the solver's library and finds its functions: 1 when all
// are there, 0 when the library or one of them is not.
static int loadDDS(void) {
	const char *names[] = {"libdds.so.0", "libdds.so", "libdds.dylib"};
	void *lib = NULL;
	for (size_t i = 0; i < sizeof names / sizeof names[0] && lib == NULL; i++) {
		lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
	}
	if (lib == NULL) {
		return 0;
	}
	calcAllTablesPBN = (__typeof__(CalcAllTablesPBN) *)dlsym(lib, "CalcAllTablesPBN");
	dealerParBin = (__typeof__(DealerParBin) *)dlsym(lib, "DealerParBin");
	errorMessage = (__typeof__(ErrorMessage) *)dlsym(lib, "ErrorMessage");
	return calcAllTablesPBN != NULL && dealerParBin != NULL && errorMessage != NULL;
}

static int callCalcAllTablesPBN(struct ddTableDealsPBN *deals, int mode, int *filter, struct ddTablesRes *res) {
	return calcAllTablesPBN(deals, mode, filter, res, NULL);
}

static int callDealerParBin(struct ddTableResults *table, struct parResultsMaster *par, int dealer, int vul) {
	return dealerParBin(table, par, dealer, vul);
}

static void callErrorMessage(int code, char *line) {
	errorMessage(code, line);
}
*/
import "C"

import (
	"fmt"
	"sync"
	"unsafe"

	"bridgescore/scoring"
)

// The solver is Debian's libdds (libdds.so.0), loaded when analysis is
// first asked for rather than when the program starts: its own start-up
// (its threads and tables) costs more than most commands, which never
// analyse. Without it every call returns ErrUnavailable and the rest of
// the program works, as on Windows without dds.dll.
var (
	loadOnce sync.Once
	loaded   bool
)

func load() { loaded = C.loadDDS() == 1 }

// The solver keeps its tables and threads in globals: one call at a time.
var solver sync.Mutex

// DDS's orders: strains spades, hearts, diamonds, clubs, no trumps; hands
// North, East, South, West.
var ddsStrains = [5]scoring.Strain{scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs, scoring.NoTrump}
var ddsSeats = [4]scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}

func analyse(boards []scoring.Deal) ([]Analysis, error) {
	loadOnce.Do(load)
	if !loaded {
		return nil, ErrUnavailable
	}
	solver.Lock()
	defer solver.Unlock()
	out := make([]Analysis, len(boards))
	for start := 0; start < len(boards); start += batch {
		end := min(start+batch, len(boards))
		tables, err := calcTables(boards[start:end])
		if err != nil {
			return nil, err
		}
		for i := range tables {
			b := boards[start+i]
			out[start+i].Tricks = toTable(&tables[i])
			par, err := dealerPar(&tables[i], b.Dealer, b.Vul)
			if err != nil {
				return nil, fmt.Errorf("board %d: %w", b.Board, err)
			}
			out[start+i].Par = par
		}
	}
	return out, nil
}

// calcTables solves up to 40 deals in one call of CalcAllTablesPBN.
func calcTables(boards []scoring.Deal) ([]C.struct_ddTableResults, error) {
	deals := (*C.struct_ddTableDealsPBN)(C.calloc(1, C.sizeof_struct_ddTableDealsPBN))
	res := (*C.struct_ddTablesRes)(C.calloc(1, C.sizeof_struct_ddTablesRes))
	defer C.free(unsafe.Pointer(deals))
	defer C.free(unsafe.Pointer(res))
	deals.noOfTables = C.int(len(boards))
	for i, b := range boards {
		cs := C.CString(b.PBN())
		C.strncpy(&deals.deals[i].cards[0], cs, 79)
		C.free(unsafe.Pointer(cs))
	}
	var filter [5]C.int // 0: solve every strain
	if rc := C.callCalcAllTablesPBN(deals, -1, &filter[0], res); rc != C.RETURN_NO_FAULT {
		return nil, solverError("solving the deals", rc)
	}
	return append([]C.struct_ddTableResults(nil), res.results[:len(boards)]...), nil
}

func toTable(r *C.struct_ddTableResults) scoring.DDTable {
	var t scoring.DDTable
	for s, strain := range ddsStrains {
		for h, seat := range ddsSeats {
			t.Set(seat, strain, int(r.resTable[s][h]))
		}
	}
	return t
}

// dealerPar asks DealerParBin for the par of the board as it is bid, the
// dealer speaking first.
func dealerPar(r *C.struct_ddTableResults, dealer scoring.Seat, vul scoring.Vulnerability) (scoring.Par, error) {
	var pres C.struct_parResultsMaster
	if rc := C.callDealerParBin(r, &pres, C.int(seatIndex(dealer)), C.int(ddsVul(vul))); rc != C.RETURN_NO_FAULT {
		return scoring.Par{}, solverError("finding par", rc)
	}
	par := scoring.Par{Score: int(pres.score)}
	for i := range int(pres.number) {
		c := pres.contracts[i]
		if c.level == 0 {
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

func seatIndex(s scoring.Seat) int {
	for i, x := range ddsSeats {
		if x == s {
			return i
		}
	}
	return 0
}

// ddsVul is DDS's vulnerability: 0 none, 1 both, 2 NS, 3 EW.
func ddsVul(v scoring.Vulnerability) int {
	switch v {
	case scoring.VulAll:
		return 1
	case scoring.VulNS:
		return 2
	case scoring.VulEW:
		return 3
	}
	return 0
}

func solverError(doing string, rc C.int) error {
	var buf [80]C.char
	C.callErrorMessage(rc, &buf[0])
	return fmt.Errorf("double-dummy solver, %s: %s (code %d)", doing, C.GoString(&buf[0]), int(rc))
}

// calcAllTablesDirect is CalcAllTablesPBN called once on the deals with
// nothing around it: the floor an analysis cannot go below, for the
// benchmark that compares Analyse with it.
func calcAllTablesDirect(deals []string) error {
	var d C.struct_ddTableDealsPBN
	var res C.struct_ddTablesRes
	d.noOfTables = C.int(len(deals))
	for i, s := range deals {
		for j := range min(len(s), 79) {
			d.deals[i].cards[j] = C.char(s[j])
		}
	}
	var filter [5]C.int
	loadOnce.Do(load)
	if !loaded {
		return ErrUnavailable
	}
	solver.Lock()
	defer solver.Unlock()
	if rc := C.callCalcAllTablesPBN(&d, -1, &filter[0], &res); rc != C.RETURN_NO_FAULT {
		return solverError("solving the deals", rc)
	}
	return nil
}
