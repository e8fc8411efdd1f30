; The bridgescore installer for Windows, made on Linux with makensis by
; scripts/windows/build.sh, which passes VERSION (0.1.0.1), DIST (the folder
; holding bridgescore.exe, bridgescore-cli.exe and bridgescore.ico) and OUT.
;
; It installs for the user who runs it, without administrator rights: the
; program goes to %LOCALAPPDATA%\Programs\bridgescore, the shortcuts to that
; user's Start menu, and every registry key under HKEY_CURRENT_USER. The club
; database is not the program's: it lives in %APPDATA%\bridgescore and the
; uninstaller leaves it where it is.

; The program is 64-bit only, so is the installer.
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "MUI2.nsh"

!define APP "bridgescore"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define PROGID "bridgescore.ResultsFile"

Name "${APP}"
OutFile "${OUT}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
VIProductVersion "${VERSION}"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "${APP}"

!define MUI_ICON "${DIST}\bridgescore.ico"
!define MUI_UNICON "${DIST}\bridgescore.ico"
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\bridgescore.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Open bridgescore now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "bridgescore (the window and the command line)" SecMain
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${DIST}\bridgescore.exe"
  File "${DIST}\bridgescore-cli.exe"
  File "${DIST}\bridgescore.ico"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\${APP}"
  CreateShortcut "$SMPROGRAMS\${APP}\bridgescore.lnk" "$INSTDIR\bridgescore.exe" "" "$INSTDIR\bridgescore.ico"
  ; A command prompt, starting in Documents, that finds bridgescore-cli
  ; without changing the PATH of the whole account.
  SetOutPath "$DOCUMENTS"
  CreateShortcut "$SMPROGRAMS\${APP}\bridgescore command prompt.lnk" "$SYSDIR\cmd.exe" \
    '/k "set PATH=$INSTDIR;%PATH%&& bridgescore-cli help"' "$INSTDIR\bridgescore.ico"
  SetOutPath "$INSTDIR"
  CreateShortcut "$SMPROGRAMS\${APP}\Uninstall bridgescore.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKCU "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "${APP}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\bridgescore.ico"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

; Results files: bridgescore is added to "Open with" for .xml (USEBIO) and
; .pbn files. It becomes the program that opens .pbn files only where no
; other program has claimed them; .xml files keep theirs.
Section "Open .xml and .pbn results files with bridgescore" SecAssoc
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Bridge results file"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\bridgescore.ico"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\bridgescore.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\.xml\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\.pbn\OpenWithProgids" "${PROGID}" ""
  ReadRegStr $0 HKCR ".pbn" ""
  StrCmp $0 "" 0 +3
    WriteRegStr HKCU "Software\Classes\.pbn" "" "${PROGID}"
    WriteRegStr HKCU "Software\${APP}" "OwnsPbn" "1"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$INSTDIR\bridgescore.exe"
  Delete "$INSTDIR\bridgescore-cli.exe"
  Delete "$INSTDIR\bridgescore.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP}\bridgescore.lnk"
  Delete "$SMPROGRAMS\${APP}\bridgescore command prompt.lnk"
  Delete "$SMPROGRAMS\${APP}\Uninstall bridgescore.lnk"
  RMDir "$SMPROGRAMS\${APP}"

  ReadRegStr $0 HKCU "Software\${APP}" "OwnsPbn"
  StrCmp $0 "1" 0 +2
    DeleteRegValue HKCU "Software\Classes\.pbn" ""
  DeleteRegValue HKCU "Software\Classes\.xml\OpenWithProgids" "${PROGID}"
  DeleteRegValue HKCU "Software\Classes\.pbn\OpenWithProgids" "${PROGID}"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "${UNINSTKEY}"
  DeleteRegKey HKCU "Software\${APP}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
