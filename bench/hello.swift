// The baseline for start-up targets: a hello-world Swift program that imports Foundation.
import Foundation

print("Hello, world!")
