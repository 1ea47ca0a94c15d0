// signalfd(2), whose header Swift's Glibc module does not import: the session's
// Ctrl-C read beside its input, without a thread (InputInterruption).
#include "SystemShims.h"

#ifdef __linux__
#include <signal.h>
#include <sys/signalfd.h>
#include <unistd.h>

int conjugar_signal_descriptor(const int *signals, int count) {
  sigset_t mask;
  sigemptyset(&mask);
  for (int i = 0; i < count; i++) sigaddset(&mask, signals[i]);
  return signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
}

int conjugar_read_signal(int descriptor) {
  struct signalfd_siginfo info;
  if (read(descriptor, &info, sizeof info) != (ssize_t)sizeof info) return 0;
  return (int)info.ssi_signo;
}
#else
int conjugar_signal_descriptor(const int *signals, int count) { (void)signals; (void)count; return -1; }
int conjugar_read_signal(int descriptor) { (void)descriptor; return 0; }
#endif
