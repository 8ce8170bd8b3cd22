import CZlib
import Foundation

/// Gzip (RFC 1952) compression with the system zlib, for request bodies.
///
/// ```swift
/// let body = try Gzip.compress(Data(json.utf8))
/// assert(try Gzip.decompress(body) == Data(json.utf8))
/// ```
package enum Gzip {
    /// Why zlib refused.
    package enum Error: Swift.Error, Sendable, Hashable {
        /// zlib returned this status (`Z_DATA_ERROR` for input that is not gzip, ...).
        case zlib(code: Int32, message: String)
    }

    /// `windowBits` 15 plus 16 asks zlib for a gzip header and trailer instead of zlib's.
    private static let gzipWindowBits: Int32 = 15 + 16

    /// Compresses `data` into one gzip member.
    package static func compress(_ data: Data, level: Int32 = Z_DEFAULT_COMPRESSION) throws(Gzip.Error) -> Data {
        var stream = z_stream()
        var status = deflateInit2_(&stream, level, Z_DEFLATED, gzipWindowBits, 8, Z_DEFAULT_STRATEGY,
                                   ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .zlib(code: status, message: "deflateInit2 failed") }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(data.count))) + 32)
        let produced: Int = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                status = deflate(&stream, Z_FINISH)
                return out.count - Int(stream.avail_out)
            }
        }
        // deflateBound guarantees room for a single Z_FINISH call.
        guard status == Z_STREAM_END else { throw .zlib(code: status, message: message(stream)) }
        output.count = produced
        return output
    }

    /// Decompresses a gzip stream (concatenated members included).
    package static func decompress(_ data: Data) throws(Gzip.Error) -> Data {
        var stream = z_stream()
        var status = inflateInit2_(&stream, gzipWindowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .zlib(code: status, message: "inflateInit2 failed") }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let ok: Bool = data.withUnsafeBytes { input in
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
                if status == Z_STREAM_END && stream.avail_in > 0 {
                    status = inflateReset(&stream)
                }
            } while status == Z_OK
            return status == Z_STREAM_END
        }
        guard ok else { throw .zlib(code: status, message: message(stream)) }
        return output
    }

    private static func message(_ stream: z_stream) -> String {
        stream.msg.map { String(cString: $0) } ?? "no message"
    }
}
