import Foundation
import TestSupport
import Testing

/// The byte searches the site checks read every page with (TestSupport's `containsBytes`, `byteOffsets`,
/// `bytePieces`) answer as Foundation's `contains` and `components(separatedBy:)` do, the other way round
/// included: at the ends, next to non-ASCII text, overlapping and repeated needles, and the empty text.
@Suite struct ByteSearchTests {
    static let texts = [
        "", "<script", "a<script src=\"x\"></script>b<script>", "é<script>é", "<<<script<script", "aaaa", "<h1>x</h1>\n</head>\n<body>",
        "😀</head>😀</head>"
    ]
    static let needles = ["<script", "</head>", "aa", "a", "é", ">", "\n"]

    @Test func theyAnswerAsFoundationDoes() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(text.containsBytes(needle) == text.contains(needle), "\(text.debugDescription) \(needle.debugDescription)")
                #expect(
                    text.bytePieces(separatedBy: needle).map(String.init) == text.components(separatedBy: needle),
                    "\(text.debugDescription) \(needle.debugDescription)")
            }
        }
    }

    @Test func offsetsAreInBytesInOrderAndDoNotOverlap() {
        #expect("aaaa".byteOffsets(of: "aa") == [0, 2])
        #expect("é<b>é<b>".byteOffsets(of: "<b>") == [2, 7])
        #expect("é<b>é<b>".byteOffsets(of: "<b>", limit: 1) == [2])
        #expect("abc".byteOffsets(of: "abcd").isEmpty && "".byteOffsets(of: "a").isEmpty)
        #expect("abc".containsBytes("") && "abc".bytePieces(separatedBy: "") == ["abc"])
    }
}
