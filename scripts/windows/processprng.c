/*
 * Test-only stand-in for Windows' bcryptprimitives.dll, for running the
 * Windows build under Wine 8, which lacks it. Go's runtime takes its random
 * numbers from ProcessPrng (Windows 10 and later); this exports ProcessPrng
 * and fills the buffer from RtlGenRandom (advapi32!SystemFunction036), which
 * Wine has. It is copied into a throwaway Wine prefix by
 * scripts/smoke-windows.sh and is never part of the installer: real Windows
 * has the genuine DLL.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
