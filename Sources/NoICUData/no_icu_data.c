// An empty stand-in for ICU's data table (icudt76_dat, 34 MB).
//
// conjugar imports FoundationEssentials only, but GRDB imports Foundation, whose
// date formatting pulls in ICU and with it ICU's whole data table, a third of the
// release binary. No code path of conjugar asks ICU for data: dates are stored as
// ISO-8601 text, local time comes from the C library (LocalTime), accents are
// folded by Unicode decomposition. In release builds Package.swift points ICU's
// data symbol here (--defsym), so the table is never linked. Should ICU be asked
// anyway, it finds no valid header here (the magic bytes are zero), reports
// U_INVALID_FORMAT_ERROR and the Foundation call falls back (a time zone becomes
// GMT, say); nothing reads past these 64 bytes.
#include "NoICUData.h"

const unsigned char conjugar_no_icu_data[64] __attribute__((aligned(16))) = {0};
