#ifndef NO_ICU_DATA_H
#define NO_ICU_DATA_H
/// An empty stand-in for ICU's 34 MB data table, linked in its place in release
/// builds (Package.swift, README "Speed").
extern const unsigned char conjugar_no_icu_data[64];
#endif
