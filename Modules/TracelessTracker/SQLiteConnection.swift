import CSQLite
import Foundation

/// A failed SQLite call: the result code and SQLite's message.
struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
    var code: Int32
    var message: String

    /// The primary result code (`SQLITE_FULL`, `SQLITE_CORRUPT`, ...) without extended bits.
    var primaryCode: Int32 { code & 0xFF }
    var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
    var isFull: Bool { primaryCode == SQLITE_FULL }
    var isReadOnly: Bool { primaryCode == SQLITE_READONLY }
    var description: String { "SQLite error \(code): \(message)" }
}

/// SQLite copies bound text and blobs when told `SQLITE_TRANSIENT` (-1), which the C macro
/// cannot express in Swift.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One open database handle. Not thread-safe: its owner serialises access.
final class SQLiteConnection {
    private(set) var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]

    init(path: String, readOnly: Bool = false) throws(SQLiteError) {
        var db: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &db, flags, nil)
        guard result == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(db)
            throw SQLiteError(code: result, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5_000)
    }

    deinit { close() }

    func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    private func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed")
    }

    /// Calls on a closed handle fail here rather than reach SQLite with a null pointer.
    private func requireOpen() throws(SQLiteError) {
        if handle == nil { throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed") }
    }

    func execute(_ sql: String) throws(SQLiteError) {
        try requireOpen()
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw error(result) }
    }

    /// Runs a statement (cached by its text), binding `parameters` and handing each row to `row`.
    func run(_ sql: String, _ parameters: [SQLiteValue] = [], row: ((SQLiteRow) -> Void)? = nil) throws(SQLiteError) {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, parameter) in parameters.enumerated() {
            let position = Int32(index + 1)
            let result: Int32
            switch parameter {
            case .int(let value): result = sqlite3_bind_int64(statement, position, value)
            case .text(let value): result = sqlite3_bind_text(statement, position, value, -1, transient)
            case .blob(let bytes):
                result = bytes.withUnsafeBytes { sqlite3_bind_blob(statement, position, $0.baseAddress, Int32($0.count), transient) }
            case .null: result = sqlite3_bind_null(statement, position)
            }
            guard result == SQLITE_OK else { throw error(result) }
        }
        while true {
            let result = sqlite3_step(statement)
            if result == SQLITE_DONE { return }
            guard result == SQLITE_ROW else { throw error(result) }
            row?(SQLiteRow(statement: statement!))
        }
    }

    /// The first column of the first row as text, for pragmas and single values.
    func scalarText(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) -> String? {
        var value: String?
        try run(sql, parameters) { row in if value == nil { value = row.text(0) } }
        return value
    }

    func scalarInt(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        var value: Int64?
        try run(sql, parameters) { row in if value == nil { value = row.int(0) } }
        return value
    }

    /// A cached statement to run once per row of a batch, looked up by its text once rather
    /// than per row. Valid until the connection closes.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        SQLiteStatement(handle: try prepared(sql)!)
    }

    var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

    private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer? {
        try requireOpen()
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard result == SQLITE_OK, let statement else { throw error(result) }
        statements[sql] = statement
        return statement
    }
}

/// A prepared statement run with borrowed bytes.
struct SQLiteStatement {
    let handle: OpaquePointer

    /// Binds a text and a blob parameter and runs the statement once. The bytes are bound
    /// without a copy (`SQLITE_STATIC`): they only need to live until this returns, because
    /// the statement is reset and its bindings cleared before it does.
    func run(text: UnsafeBufferPointer<UInt8>, blob: UnsafeBufferPointer<UInt8>) throws(SQLiteError) {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        var result = text.withMemoryRebound(to: CChar.self) {
            sqlite3_bind_text(handle, 1, $0.baseAddress, Int32($0.count), nil)
        }
        if result == SQLITE_OK {
            // A null pointer would bind NULL, which the NOT NULL column refuses; an empty
            // blob needs a non-null one.
            result = sqlite3_bind_blob(handle, 2, UnsafeRawPointer(blob.baseAddress ?? text.baseAddress), Int32(blob.count), nil)
            if result == SQLITE_OK { result = sqlite3_step(handle) }
        }
        guard result == SQLITE_DONE else {
            throw SQLiteError(code: result, message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))))
        }
    }
}

enum SQLiteValue {
    case int(Int64)
    case text(String)
    case blob([UInt8])
    case null
}

/// The current row of a running statement; valid only inside the `row` closure.
struct SQLiteRow {
    let statement: OpaquePointer

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    func text(_ column: Int32) -> String? {
        guard let text = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: text)
    }

    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let base = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: base, count: count))
    }
}
