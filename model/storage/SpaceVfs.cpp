#include "storage/SpaceVfs.h"

#include <QByteArray>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <utility>

#include <sqlite3.h>

namespace gatebench::spaceVfs {

namespace {

thread_local NoSpace t_noSpace;
thread_local bool t_failNextWrite = false;

sqlite3_vfs* g_base = nullptr;
sqlite3_vfs g_vfs;

/// A file of the base VFS, kept right after this header in the memory SQLite allocates.
struct File {
    sqlite3_file base;
    sqlite3_file* real;
    bool temporary;
};

sqlite3_file* real(sqlite3_file* file)
{
    return reinterpret_cast<File*>(file)->real;
}

/// After a call that failed: errno still holds the system's reason (nothing runs in between).
void note(sqlite3_file* file, int rc)
{
    if (rc == SQLITE_OK)
        return;
    const int error = errno;
#ifdef EDQUOT
    const bool quota = error == EDQUOT;
#else
    const bool quota = false;
#endif
    if (error == ENOSPC || quota)
        t_noSpace = NoSpace{true, reinterpret_cast<File*>(file)->temporary, error};
}

int fileClose(sqlite3_file* file)
{
    return real(file)->pMethods->xClose(real(file));
}
int fileRead(sqlite3_file* file, void* buffer, int amount, sqlite3_int64 offset)
{
    return real(file)->pMethods->xRead(real(file), buffer, amount, offset);
}
int fileWrite(sqlite3_file* file, const void* buffer, int amount, sqlite3_int64 offset)
{
    if (t_failNextWrite) {
        t_failNextWrite = false;
        errno = ENOSPC;
        note(file, SQLITE_FULL);
        return SQLITE_FULL;
    }
    // The unix VFS writes at most 128 KB - 1 bytes a call (seekAndWriteFd masks the length, and a
    // larger write becomes a short one that SQLite reports as SQLITE_FULL): a larger write, such as a
    // statement journal's chunk moved to its temporary file, is handed to it in pieces.
    constexpr int kPiece = 64 << 10;
    const auto* bytes = static_cast<const char*>(buffer);
    int rc = SQLITE_OK;
    for (int done = 0; done < amount && rc == SQLITE_OK; done += kPiece)
        rc = real(file)->pMethods->xWrite(real(file), bytes + done, std::min(kPiece, amount - done), offset + done);
    note(file, rc);
    return rc;
}
int fileTruncate(sqlite3_file* file, sqlite3_int64 size)
{
    const int rc = real(file)->pMethods->xTruncate(real(file), size);
    note(file, rc);
    return rc;
}
int fileSync(sqlite3_file* file, int flags)
{
    const int rc = real(file)->pMethods->xSync(real(file), flags);
    note(file, rc);
    return rc;
}
int fileSize(sqlite3_file* file, sqlite3_int64* size)
{
    return real(file)->pMethods->xFileSize(real(file), size);
}
int fileLock(sqlite3_file* file, int lock)
{
    return real(file)->pMethods->xLock(real(file), lock);
}
int fileUnlock(sqlite3_file* file, int lock)
{
    return real(file)->pMethods->xUnlock(real(file), lock);
}
int fileCheckReservedLock(sqlite3_file* file, int* out)
{
    return real(file)->pMethods->xCheckReservedLock(real(file), out);
}
int fileControl(sqlite3_file* file, int op, void* argument)
{
    const int rc = real(file)->pMethods->xFileControl(real(file), op, argument);
    if (op == SQLITE_FCNTL_SIZE_HINT)
        note(file, rc);
    return rc;
}
int fileSectorSize(sqlite3_file* file)
{
    return real(file)->pMethods->xSectorSize(real(file));
}
int fileDeviceCharacteristics(sqlite3_file* file)
{
    return real(file)->pMethods->xDeviceCharacteristics(real(file));
}
int fileShmMap(sqlite3_file* file, int region, int size, int extend, void volatile** out)
{
    const int rc = real(file)->pMethods->xShmMap(real(file), region, size, extend, out);
    note(file, rc);
    return rc;
}
int fileShmLock(sqlite3_file* file, int offset, int n, int flags)
{
    return real(file)->pMethods->xShmLock(real(file), offset, n, flags);
}
void fileShmBarrier(sqlite3_file* file)
{
    real(file)->pMethods->xShmBarrier(real(file));
}
int fileShmUnmap(sqlite3_file* file, int deleteFlag)
{
    return real(file)->pMethods->xShmUnmap(real(file), deleteFlag);
}
int fileFetch(sqlite3_file* file, sqlite3_int64 offset, int amount, void** out)
{
    return real(file)->pMethods->xFetch(real(file), offset, amount, out);
}
int fileUnfetch(sqlite3_file* file, sqlite3_int64 offset, void* pointer)
{
    return real(file)->pMethods->xUnfetch(real(file), offset, pointer);
}

/// Two tables: a base file without shared memory (SQLite asks for WAL support by xShmMap) gets one
/// without it too.
sqlite3_io_methods methods(bool shm, int version)
{
    sqlite3_io_methods m;
    std::memset(&m, 0, sizeof m);
    m.iVersion = version;
    m.xClose = fileClose;
    m.xRead = fileRead;
    m.xWrite = fileWrite;
    m.xTruncate = fileTruncate;
    m.xSync = fileSync;
    m.xFileSize = fileSize;
    m.xLock = fileLock;
    m.xUnlock = fileUnlock;
    m.xCheckReservedLock = fileCheckReservedLock;
    m.xFileControl = fileControl;
    m.xSectorSize = fileSectorSize;
    m.xDeviceCharacteristics = fileDeviceCharacteristics;
    if (version >= 2 && shm) {
        m.xShmMap = fileShmMap;
        m.xShmLock = fileShmLock;
        m.xShmBarrier = fileShmBarrier;
        m.xShmUnmap = fileShmUnmap;
    }
    if (version >= 3) {
        m.xFetch = fileFetch;
        m.xUnfetch = fileUnfetch;
    }
    return m;
}

const sqlite3_io_methods* methodsLike(const sqlite3_io_methods* base)
{
    static const sqlite3_io_methods v1 = methods(false, 1);
    static const sqlite3_io_methods v2 = methods(true, 2);
    static const sqlite3_io_methods v2NoShm = methods(false, 2);
    static const sqlite3_io_methods v3 = methods(true, 3);
    static const sqlite3_io_methods v3NoShm = methods(false, 3);
    if (base->iVersion >= 3 && base->xFetch && base->xUnfetch)
        return base->xShmMap ? &v3 : &v3NoShm;
    if (base->iVersion >= 2)
        return base->xShmMap ? &v2 : &v2NoShm;
    return &v1;
}

int vfsOpen(sqlite3_vfs*, const char* name, sqlite3_file* file, int flags, int* outFlags)
{
    File* wrapped = reinterpret_cast<File*>(file);
    wrapped->real = reinterpret_cast<sqlite3_file*>(wrapped + 1);
    wrapped->temporary =
        name == nullptr || (flags & (SQLITE_OPEN_DELETEONCLOSE | SQLITE_OPEN_TEMP_DB | SQLITE_OPEN_TEMP_JOURNAL |
                                     SQLITE_OPEN_SUBJOURNAL | SQLITE_OPEN_TRANSIENT_DB)) != 0;
    wrapped->real->pMethods = nullptr;
    const int rc = g_base->xOpen(g_base, name, wrapped->real, flags, outFlags);
    note(file, rc);
    file->pMethods = wrapped->real->pMethods ? methodsLike(wrapped->real->pMethods) : nullptr;
    return rc;
}
int vfsDelete(sqlite3_vfs*, const char* name, int syncDirectory)
{
    return g_base->xDelete(g_base, name, syncDirectory);
}
int vfsAccess(sqlite3_vfs*, const char* name, int flags, int* out)
{
    return g_base->xAccess(g_base, name, flags, out);
}
int vfsFullPathname(sqlite3_vfs*, const char* name, int size, char* out)
{
    return g_base->xFullPathname(g_base, name, size, out);
}
void* vfsDlOpen(sqlite3_vfs*, const char* name)
{
    return g_base->xDlOpen(g_base, name);
}
void vfsDlError(sqlite3_vfs*, int size, char* out)
{
    g_base->xDlError(g_base, size, out);
}
void (*vfsDlSym(sqlite3_vfs*, void* handle, const char* symbol))(void)
{
    return g_base->xDlSym(g_base, handle, symbol);
}
void vfsDlClose(sqlite3_vfs*, void* handle)
{
    g_base->xDlClose(g_base, handle);
}
int vfsRandomness(sqlite3_vfs*, int size, char* out)
{
    return g_base->xRandomness(g_base, size, out);
}
int vfsSleep(sqlite3_vfs*, int microseconds)
{
    return g_base->xSleep(g_base, microseconds);
}
int vfsCurrentTime(sqlite3_vfs*, double* out)
{
    return g_base->xCurrentTime(g_base, out);
}
int vfsGetLastError(sqlite3_vfs*, int size, char* out)
{
    return g_base->xGetLastError ? g_base->xGetLastError(g_base, size, out) : 0;
}
int vfsCurrentTimeInt64(sqlite3_vfs*, sqlite3_int64* out)
{
    return g_base->xCurrentTimeInt64(g_base, out);
}
int vfsSetSystemCall(sqlite3_vfs*, const char* name, sqlite3_syscall_ptr call)
{
    return g_base->xSetSystemCall(g_base, name, call);
}
sqlite3_syscall_ptr vfsGetSystemCall(sqlite3_vfs*, const char* name)
{
    return g_base->xGetSystemCall(g_base, name);
}
const char* vfsNextSystemCall(sqlite3_vfs*, const char* name)
{
    return g_base->xNextSystemCall(g_base, name);
}

} // namespace

void install()
{
    static std::once_flag once;
    std::call_once(once, [] {
        g_base = sqlite3_vfs_find(nullptr);
        if (!g_base)
            return;
        std::memset(&g_vfs, 0, sizeof g_vfs);
        g_vfs.iVersion = std::min(g_base->iVersion, 3);
        g_vfs.szOsFile = int(sizeof(File)) + g_base->szOsFile;
        g_vfs.mxPathname = g_base->mxPathname;
        g_vfs.zName = "gatebench-space";
        g_vfs.xOpen = vfsOpen;
        g_vfs.xDelete = vfsDelete;
        g_vfs.xAccess = vfsAccess;
        g_vfs.xFullPathname = vfsFullPathname;
        g_vfs.xDlOpen = g_base->xDlOpen ? vfsDlOpen : nullptr;
        g_vfs.xDlError = g_base->xDlError ? vfsDlError : nullptr;
        g_vfs.xDlSym = g_base->xDlSym ? vfsDlSym : nullptr;
        g_vfs.xDlClose = g_base->xDlClose ? vfsDlClose : nullptr;
        g_vfs.xRandomness = vfsRandomness;
        g_vfs.xSleep = vfsSleep;
        g_vfs.xCurrentTime = vfsCurrentTime;
        g_vfs.xGetLastError = vfsGetLastError;
        if (g_vfs.iVersion >= 2)
            g_vfs.xCurrentTimeInt64 = g_base->xCurrentTimeInt64 ? vfsCurrentTimeInt64 : nullptr;
        if (g_vfs.iVersion >= 3) {
            g_vfs.xSetSystemCall = g_base->xSetSystemCall ? vfsSetSystemCall : nullptr;
            g_vfs.xGetSystemCall = g_base->xGetSystemCall ? vfsGetSystemCall : nullptr;
            g_vfs.xNextSystemCall = g_base->xNextSystemCall ? vfsNextSystemCall : nullptr;
        }
        sqlite3_vfs_register(&g_vfs, 1);
    });
}

NoSpace take()
{
    return std::exchange(t_noSpace, NoSpace{});
}

QString temporaryFolder()
{
    for (const char* variable : {"SQLITE_TMPDIR", "TMPDIR"}) {
        const QByteArray value = qgetenv(variable);
        if (!value.isEmpty() && QFileInfo(QString::fromLocal8Bit(value)).isDir())
            return QString::fromLocal8Bit(value);
    }
    for (const char* folder : {"/var/tmp", "/usr/tmp", "/tmp"}) {
        const QFileInfo info{QString::fromLatin1(folder)};
        if (info.isDir() && info.isWritable())
            return info.absoluteFilePath();
    }
    return QStringLiteral(".");
}

void failNextWriteForTest()
{
    t_failNextWrite = true;
}

} // namespace gatebench::spaceVfs
