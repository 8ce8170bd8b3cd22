import CZlib
import Foundation

/// Gzip decompression with the system zlib, for `Content-Encoding: gzip` bodies.
///
/// ```swift
/// let json = try Gunzip.decompress(request.body)
/// ```
public enum Gunzip {
    public struct Failure: Error { public var code: Int32 }

    public static func decompress(_ data: Data) throws -> Data {
        var stream = z_stream()
        // 15 + 16: expect a gzip header, not a zlib one.
        var status = inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(code: status) }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        data.withUnsafeBytes { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                let produced: Int = chunk.withUnsafeMutableBytes { out in
                    stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.avail_out = uInt(out.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return out.count - Int(stream.avail_out)
                }
                output.append(contentsOf: chunk[0..<produced])
            } while status == Z_OK
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        return output
    }
}
