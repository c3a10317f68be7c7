/// Readers for the tests of the video muxers, written from the standards rather than from the
/// muxers: ISO BMFF boxes (14496-12 §4.2) and EBML elements (RFC 8794).

/// An MP4 box: its type, its whole size as its header says, where it starts, and its body.
public struct MP4Box {
    public let type: String
    public let offset: Int
    public let size: Int
    public let body: [UInt8]

    /// The boxes one after another in `bytes` from `start`; a size that runs past the end stops it.
    public static func boxes(in bytes: [UInt8], from start: Int = 0, base: Int = 0) -> [MP4Box] {
        var boxes: [MP4Box] = []
        var offset = start
        while offset + 8 <= bytes.count {
            var size = Int(bigEndian(bytes, offset, 4))
            var header = 8
            if size == 1 {
                size = Int(bigEndian(bytes, offset + 8, 8))
                header = 16
            }
            guard size >= header, offset + size <= bytes.count else { break }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            boxes.append(
                MP4Box(
                    type: type, offset: base + offset, size: size,
                    body: Array(bytes[(offset + header)..<(offset + size)])))
            offset += size
        }
        return boxes
    }

    /// The children of a container box (skipping `skip` bytes of its own fields first).
    public func children(skip: Int = 0) -> [MP4Box] { MP4Box.boxes(in: body, from: skip) }

    /// The first box on the path of types below this one (`stsd` skips its 8 bytes, `avc1` its 78).
    public func find(_ path: [String]) -> MP4Box? {
        guard let first = path.first else { return self }
        let skip = type == "stsd" ? 8 : type == "avc1" ? 78 : 0
        return children(skip: skip).first { $0.type == first }?.find(Array(path.dropFirst()))
    }

    /// The big-endian unsigned number of `count` bytes at `offset` of the body.
    public func number(_ offset: Int, _ count: Int) -> UInt64 { bigEndian(body, offset, count) }
}

public func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
    bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt64($1) }
}

/// An EBML element: its ID (as written, the marker bits kept), where its header starts, where its
/// data starts, and its data.
public struct EBMLElement {
    public let id: UInt32
    public let offset: Int
    public let dataOffset: Int
    public let data: [UInt8]

    public static func elements(in bytes: [UInt8], base: Int = 0) -> [EBMLElement] {
        var elements: [EBMLElement] = []
        var offset = 0
        while offset < bytes.count {
            guard let (id, idLength) = vint(bytes, offset, keepMarker: true),
                let (size, sizeLength) = vint(bytes, offset + idLength, keepMarker: false)
            else { break }
            let start = offset + idLength + sizeLength
            guard start + Int(size) <= bytes.count else { break }
            elements.append(
                EBMLElement(
                    id: UInt32(id), offset: base + offset, dataOffset: base + start,
                    data: Array(bytes[start..<(start + Int(size))])))
            offset = start + Int(size)
        }
        return elements
    }

    /// A variable-length integer: its length is the first byte's leading zeros plus one.
    public static func vint(_ bytes: [UInt8], _ offset: Int, keepMarker: Bool) -> (UInt64, Int)? {
        guard offset < bytes.count, bytes[offset] != 0 else { return nil }
        let length = bytes[offset].leadingZeroBitCount + 1
        guard offset + length <= bytes.count else { return nil }
        var value = UInt64(keepMarker ? bytes[offset] : bytes[offset] & (0xFF >> length))
        for byte in bytes[(offset + 1)..<(offset + length)] { value = value << 8 | UInt64(byte) }
        return (value, length)
    }

    public var children: [EBMLElement] { EBMLElement.elements(in: data, base: dataOffset) }
    public func child(_ id: UInt32) -> EBMLElement? { children.first { $0.id == id } }
    public var unsigned: UInt64 { data.reduce(0) { $0 << 8 | UInt64($1) } }
    public var text: String { String(decoding: data, as: UTF8.self) }
    public var float: Double { Double(bitPattern: unsigned) }
}
