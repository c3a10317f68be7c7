extension RGBAImage {
    /// The smallest rectangle that holds every pixel (all four bytes compared) that differs from
    /// `previous`, a picture of the same size; nil when none does.
    func changedRectangle(from previous: RGBAImage) -> PixelRectangle? {
        guard previous.width == width, previous.height == height else {
            return PixelRectangle(x: 0, y: 0, width: width, height: height)
        }
        return pixels.withUnsafeBytes { current in
            previous.pixels.withUnsafeBytes { before -> PixelRectangle? in
                let now = current.bindMemory(to: UInt32.self)
                let was = before.bindMemory(to: UInt32.self)
                // Rows from the top and from the bottom until one differs, then the columns of
                // the rows between.
                var top = 0
                while top < height && rowEqual(now, was, top) { top += 1 }
                guard top < height else { return nil }
                var bottom = height - 1
                while bottom > top && rowEqual(now, was, bottom) { bottom -= 1 }
                var left = width
                var right = -1
                for row in top...bottom {
                    let start = row * width
                    var x = 0
                    while x < left && now[start + x] == was[start + x] { x += 1 }
                    left = min(left, x)
                    var end = width - 1
                    while end > right && now[start + end] == was[start + end] { end -= 1 }
                    right = max(right, end)
                }
                return PixelRectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    private func rowEqual(_ now: UnsafeBufferPointer<UInt32>, _ was: UnsafeBufferPointer<UInt32>, _ row: Int) -> Bool {
        let start = row * width
        return UnsafeBufferPointer(rebasing: now[start..<(start + width)])
            .elementsEqual(UnsafeBufferPointer(rebasing: was[start..<(start + width)]))
    }

    /// The pixels inside `rectangle` (which must lie inside the picture) as a picture of their own.
    func cropped(to rectangle: PixelRectangle) -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rectangle.width * rectangle.height * 4)
        for row in rectangle.y..<(rectangle.y + rectangle.height) {
            let start = (row * width + rectangle.x) * 4
            bytes += pixels[start..<(start + rectangle.width * 4)]
        }
        return RGBAImage(width: rectangle.width, height: rectangle.height, pixels: bytes)
            ?? RGBAImage(width: 0, height: 0, red: 0, green: 0, blue: 0)
    }
}
