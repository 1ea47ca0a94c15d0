import Testing
@testable import ConjugarCore

@Test func catalogLoads() {
  #expect(VerbCatalog.standard.contains("hablar"))
}
