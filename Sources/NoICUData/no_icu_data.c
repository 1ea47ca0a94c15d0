// An empty stand-in for ICU's data table (icudt76_dat, 34 MB).
//
// conjugar imports FoundationEssentials only, but GRDB imports Foundation, whose
// date formatting pulls in ICU and with it ICU's whole data table, a third of the
// release binary. conjugar needs nothing from that data: dates are stored as
// ISO-8601 text in UTC, local time comes from the C library (LocalTime), accents
// are folded by Unicode decomposition. In release builds Package.swift points
// ICU's data symbol here (--defsym), so the table is never linked. ICU is still
// asked once in a while: Foundation's ISO-8601 formatting builds a Gregorian
// calendar and asks for the zone's canonical name (docs/performance.md, "ICU").
// It finds no valid header here (the magic bytes are zero), reports
// U_INVALID_FORMAT_ERROR and Foundation falls back to GMT, which is what the
// ISO-8601 text is written in anyway; nothing reads past these 64 bytes.
#include "NoICUData.h"

const unsigned char conjugar_no_icu_data[64] __attribute__((aligned(16))) = {0};
