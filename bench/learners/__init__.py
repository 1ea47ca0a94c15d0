"""Human-like simulated learners for `conjugar today` (issue 41): see bench/learners.py."""
