package cli

// commandTable is every command of the commands' program, one line each:
// its name, the summary 'bridgescore --help' lists, its help, what its
// shared opening gives it (see command) and its own flags and work. A
// command is added by adding its line here and its work in a file of its
// own.
func commandTable() []command {
	return []command{
		{name: "adjust", summary: "give one line an artificial score, or mark a fouled board", help: adjustHelp, opens: opensLine, flags: adjustCommand},
		{name: "analyse", summary: "analyse a PBN hand record double dummy: makeable contracts and par", help: text(analyseUsage), opens: opensNothing, flags: analyseCommand},
		{name: "awards", summary: "say or set a session's master points, strata and handicaps", help: text(awardsUsage), opens: opensSession, flags: awardsCommand},
		{name: "clear", summary: "remove the result entered for one line", help: text(clearUsage), opens: opensLine, flags: clearCommand},
		{name: "club", summary: "say or set the club's name and national club number", help: text(clubUsage), opens: opensClub, flags: clubCommand},
		{name: "complete", summary: "say whether a session is complete and list the missing lines", help: text(completeUsage), opens: opensSession, flags: completeCommand},
		{name: "deal", summary: "deal random boards into a PBN hand record", help: text(dealUsage), opens: opensNothing, flags: dealCommand},
		{name: "draw", summary: "draw the next round of a Swiss (teams or pairs) from the standings", help: text(drawUsage), opens: opensSession, flags: drawCommand},
		{name: "enter", summary: "enter or correct one traveller line of a stored session", help: text(enterUsage + enterRoomUsage + enterIndividualUsage), opens: opensLine, flags: enterCommand},
		{name: "event", summary: "put a stored session into an event of several sessions", help: text(eventUsage), opens: opensSession, flags: eventCommand},
		{name: "export", summary: "write a stored session as USEBIO or CSV", help: text(exportUsage), opens: opensSession, flags: exportCommand},
		{name: "field", summary: "score a session's sections each on its own or across the field", help: text(fieldUsage), opens: opensSession, flags: fieldCommand},
		{name: "hands", summary: "attach a PBN hand record to a stored session", help: text(handsUsage), opens: opensSession, flags: handsCommand},
		{name: "history", summary: "list every change made to a stored session", help: text(historyUsage), opens: opensSession, flags: historyCommand},
		{name: "import", summary: "store a USEBIO or CSV results file as a new session (or attach PBN hands)", help: text(importUsage), opens: opensSession, flags: importCommand},
		{name: "late", summary: "late pair, pair leaving, or phantom moved: change the movement", help: text(lateUsage), opens: opensSection, flags: lateCommand},
		{name: "movement", summary: "build, check and print a Mitchell, Howell or custom movement; suggest one", help: movementUsage, shortHelp: text(movementShortUsage), opens: opensNothing, verb: true, forms: movementForms, flags: movementCommand},
		{name: "names", summary: "change the players of one pair of a stored session", help: text(namesUsage), opens: opensSection, flags: namesCommand},
		{name: "new", summary: "set up a new session as the window's wizard does", help: text(newUsage + newTeamsUsage + newIndividualUsage + newSwissPairsUsage + newSwissTeamsUsage), opens: opensClub, flags: newCommand},
		{name: "player", summary: "a player's sessions, partners and results", help: text(playerUsage), opens: opensClub, flags: playerCommand},
		{name: "players", summary: "list and search the club's players", help: text(playersUsage), opens: opensClub, flags: playersCommand},
		{name: "points", summary: "each player's master points over a period (CSV or PDF)", help: text(pointsUsage), opens: opensClub, flags: pointsCommand},
		{name: "publish", summary: "send a session's results to BridgeWebs, or write the files services take", help: text(publishUsage), opens: opensSession, flags: publishCommand},
		{name: "redo", summary: "redo a stored session's change undone last", help: text(undoUsage), opens: opensSession, flags: undoCommand(true)},
		{name: "report", summary: "print the ranking, recap, score cards, travellers and guide cards (PDF or HTML)", help: text(reportUsage + reportTeamsHelp), shortHelp: text(reportUsage), opens: opensNothing, forms: reportForms, flags: reportCommand},
		{name: "score", summary: "score a USEBIO or CSV results file (no database)", help: scoreHelp, shortHelp: text(scoreUsage), opens: opensNothing, forms: scoreForms, flags: scoreCommand},
		{name: "serve", summary: "serve the session's table-entry pages to the players' phones", help: text(serveUsage), opens: opensSession, flags: serveCommand},
		{name: "sessions", summary: "list the sessions in the club database", help: text(sessionsUsage), opens: opensClub, flags: sessionsCommand},
		{name: "site", summary: "write the club's results website (static files)", help: text(siteUsage), opens: opensClub, flags: siteCommand},
		{name: "standings", summary: "score a stored session and print the ranking", help: text(standingsUsage), opens: opensSession, flags: standingsCommand},
		{name: "table-codes", summary: "print each table's access code and page address", help: text(tableCodesUsage), opens: opensSession, flags: tableCodesCommand},
		{name: "swap", summary: "exchange two pairs (or teams) of a Swiss's round just drawn, before its play", help: text(swapUsage), opens: opensSession, flags: swapCommand},
		{name: "tables", summary: "move a table on to a later round (tables advance)", help: text(tablesUsage), opens: opensSection, flags: tablesCommand},
		{name: "undo", summary: "undo a stored session's latest change", help: text(undoUsage), opens: opensSession, flags: undoCommand(false)},
		{name: "vp", summary: "convert a match's IMPs into victory points (WBF 2013, ACBL scales)", help: text(vpUsage), opens: opensNothing, flags: vpCommand},
	}
}

func init() {
	for _, c := range commandTable() {
		register(c.Command())
	}
}
