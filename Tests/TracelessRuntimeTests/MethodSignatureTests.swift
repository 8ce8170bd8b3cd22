@testable import TracelessRuntime
import XCTest

final class MethodSignatureTests: XCTestCase {
    func testStructArgumentsAreReadWithTheirLayout() {
        let signature = MethodSignature(encoding: "@48@0:8@16{CGRect={CGPoint=dd}{CGSize=dd}}24")
        XCTAssertEqual(signature.returnKind, .object)
        XCTAssertEqual(signature.arguments.count, 2)
        XCTAssertFalse(signature.isWordClass)
        XCTAssertEqual(signature.arguments[1].layout?.size, 32)
        XCTAssertNil(signature.gnuForwardingObstacle)
    }

    func testLayoutsFollowCsRules() {
        let cases: [(String, Int?, Int?)] = [
            ("{CGPoint=dd}", 16, 8), ("{_NSRange=QQ}", 16, 8), ("{S=ci}", 8, 4), ("{S=cdc}", 24, 8),
            ("{S=c{T=sc}}", 6, 2), ("{S=[3c]i}", 8, 4), ("{S=^{T}@:}", 24, 8), ("(U=id)", 8, 8),
            ("{S=\"x\"d\"y\"d}", 16, 8), ("{Opaque}", nil, nil), ("{F=b1b3}", nil, nil), ("{F=b0I1b1I3}", nil, nil), ("{E=}", 0, 1),
        ]
        for (encoding, size, alignment) in cases {
            let kind = MethodSignature(encoding: "v@:" + encoding).arguments.first
            XCTAssertEqual(kind?.layout?.size, size, encoding)
            XCTAssertEqual(kind?.layout?.alignment, alignment, encoding)
        }
        XCTAssertEqual(MethodSignature.Kind.bool.layout?.size, 1)
        XCTAssertEqual(MethodSignature.Kind.float.layout?.size, 4)
        XCTAssertNil(MethodSignature.Kind.other("D").layout)
    }

    func testWhatGNUstepsForwardingCannotCarryIsNamed() {
        XCTAssertNil(MethodSignature(encoding: "d24@0:8d16").gnuForwardingObstacle)
        XCTAssertNotNil(MethodSignature(encoding: "d24@0:8(RFNumber=id)16").gnuForwardingObstacle)
        XCTAssertNotNil(MethodSignature(encoding: "v24@0:8{S=i(U=id)}16").gnuForwardingObstacle)
        XCTAssertNotNil(MethodSignature(encoding: "i24@0:8{RFFlags=b1b3}16").gnuForwardingObstacle)
        XCTAssertNotNil(MethodSignature(encoding: "D16@0:8").gnuForwardingObstacle)
    }
}
