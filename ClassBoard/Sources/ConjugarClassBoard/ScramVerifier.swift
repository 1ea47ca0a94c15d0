import Crypto
import Foundation

/// The SCRAM-SHA-256 verifier of a password, as PostgreSQL stores it
/// (`SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`, RFC 5802/7677),
/// computed on the learner's machine: `conjugar_class_join` takes this, never the
/// password, so that no server log, no teacher and no administrator ever sees it.
package enum ScramVerifier {
  package static let iterations = 4096

  package static func verifier(password: String, salt: [UInt8]) -> String {
    let salted = pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations)
    let key = SymmetricKey(data: salted)
    let clientKey = Array(HMAC<SHA256>.authenticationCode(for: Array("Client Key".utf8), using: key))
    let serverKey = Array(HMAC<SHA256>.authenticationCode(for: Array("Server Key".utf8), using: key))
    let storedKey = Array(SHA256.hash(data: clientKey))
    func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
    return "SCRAM-SHA-256$\(iterations):\(base64(salt))$\(base64(storedKey)):\(base64(serverKey))"
  }

  /// A verifier with a fresh random salt of 16 bytes.
  package static func verifier(password: String) -> String {
    var generator = SystemRandomNumberGenerator()
    return verifier(password: password, salt: (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  /// PBKDF2-HMAC-SHA256 with one block (32 bytes): SCRAM's Hi().
  static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int) -> [UInt8] {
    let key = SymmetricKey(data: password)
    var block = Array(HMAC<SHA256>.authenticationCode(for: salt + [0, 0, 0, 1], using: key))
    var result = block
    for _ in 1..<iterations {
      block = Array(HMAC<SHA256>.authenticationCode(for: block, using: key))
      for index in result.indices { result[index] ^= block[index] }
    }
    return result
  }
}
