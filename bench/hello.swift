// The baseline for "start to first question": the smallest Swift program.
print("hello, world")
