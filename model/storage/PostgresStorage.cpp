#include "storage/PostgresStorage.h"
#include "storage/PostgresRoles.h"
#include "storage/SqlTerms.h"

#include "storage/ChangeWatch.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "storage/StorageFactory.h"
#include "storage/Transfer.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QLoggingCategory>
#include <QMutex>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <libpq-fe.h>
#include <poll.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <limits>
#include <mutex>
#include <thread>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

/// The table of each evaluation's schema that says it is GateBench's and at which version (SQLite
/// keeps the same in its file header: application id and user_version). Not part of the catalogue.
constexpr auto kEvaluationTable = "gatebench_evaluation";

/// How long a write waits for another writer's transaction before it gives up (as SQLite's busy
/// timeout), and how long a connection attempt waits for the server.
constexpr int kLockTimeoutMs = 5000;
constexpr int kConnectTimeoutSeconds = 10;

Q_LOGGING_CATEGORY(serverMessages, "gatebench.server")

/// What a server says beside a statement's result (a NOTICE, a WARNING: "role ... is not a member of
/// role ...", "relation ... already exists, skipping"), which libpq's own receiver writes to stderr,
/// where a user of the command line or the window would read it among GateBench's own messages. It goes
/// to GateBench's log instead. An error is never a notice: it comes back as the statement's error.
void serverNotice(void*, const PGresult* result)
{
    qCInfo(serverMessages).noquote() << QString::fromUtf8(PQresultErrorMessage(result)).trimmed();
}

/// Rows a cursor fetches at once.
constexpr int kFetchRows = 2000;

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("gatebench-pg-%1").arg(counter.fetch_add(1));
}

QString quoted(const QString& identifier)
{
    QString escaped = identifier;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

/// The one NULL rule of storage (Storage.h) and the types PostgreSQL takes as SQLite stores them: a
/// boolean is the integer 0 or 1, every integer a 64-bit one, a date or time its ISO text (what the
/// SQLite driver binds).
QVariant bindable(const QVariant& value)
{
    if (isNullValue(value))
        return QVariant();
    switch (value.typeId()) {
    case QMetaType::Bool:
        return qlonglong(value.toBool() ? 1 : 0);
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Char:
    case QMetaType::SChar:
    case QMetaType::UChar:
        return value.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        return value.toDouble();
    case QMetaType::QString:
    case QMetaType::QByteArray:
        return value;
    default:
        return value.toString();
    }
}

/// A value as read, in the types SQLite's driver reads: every integer a qlonglong (the PostgreSQL
/// driver gives a positive bigint as an unsigned one), NULL an invalid QVariant.
QVariant readValue(const QSqlQuery& query, int column)
{
    if (query.isNull(column))
        return QVariant();
    const QVariant value = query.value(column);
    switch (value.typeId()) {
    case QMetaType::ULongLong:
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
        return qlonglong(value.toLongLong());
    default:
        return value;
    }
}

/// `INSERT INTO table (columns) VALUES (?, ...)` with `tuples` rows of parameters.
QString insertStatement(const QString& qualifiedTable, const QStringList& columns, int tuples = 1)
{
    QStringList names;
    for (const QString& column : columns)
        names.append(quoted(column));
    const QString tuple = u'(' + QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")) + u')';
    return QStringLiteral("INSERT INTO ") + qualifiedTable + QStringLiteral(" (") + names.join(QStringLiteral(", ")) +
           QStringLiteral(") VALUES ") + QStringList(std::max(1, tuples), tuple).join(QStringLiteral(", "));
}

const QRegularExpression& evaluationName()
{
    static const QRegularExpression name(QStringLiteral("^[a-z][a-z0-9_]{0,47}$"));
    return name;
}

/// The passwords typed in this session (PostgresStorage::setSessionPassword), by location; memory only.
struct SessionPasswords {
    QMutex mutex;
    QHash<QString, QString> passwords;
    QSet<QString> wanted;
};

SessionPasswords& sessionPasswords()
{
    static SessionPasswords store;
    return store;
}

/// Whether a libpq message is about a password (none given, or a wrong one).
bool aboutPassword(const QString& message)
{
    return message.contains(QLatin1String("password"), Qt::CaseInsensitive);
}

/// Rows a transaction copies into a table from which it refreshes the table's statistics (ANALYZE).
constexpr qint64 kAnalyzeRows = 10000;
/// Bytes of COPY data handed to libpq at once.
constexpr qsizetype kCopyChunk = 1 << 20;

/// Appends `size` bytes of text to a line of COPY's text format: a backslash, tab, newline and
/// carriage return escaped, everything else (any UTF-8) as it is.
void appendCopyText(QByteArray& out, const char* data, qsizetype size)
{
    const char* const end = data + size;
    const char* run = data;
    for (const char* p = data; p < end; ++p) {
        char escaped = 0;
        switch (*p) {
        case '\\':
            escaped = '\\';
            break;
        case '\t':
            escaped = 't';
            break;
        case '\n':
            escaped = 'n';
            break;
        case '\r':
            escaped = 'r';
            break;
        default:
            continue;
        }
        out.append(run, p - run);
        out.append('\\');
        out.append(escaped);
        run = p + 1;
    }
    out.append(run, end - run);
}

/// Appends bytes for a bytea column: its hex input form (`\x...`) with the backslash escaped for COPY.
void appendCopyBytes(QByteArray& out, const char* data, qsizetype size)
{
    out.append("\\\\x");
    out.append(QByteArray::fromRawData(data, size).toHex());
}

/// Appends a double as the QPSQL driver writes one bound: the shortest text that reads back exactly.
void appendCopyReal(QByteArray& out, double value)
{
    if (std::isnan(value))
        out.append("NaN");
    else if (std::isinf(value))
        out.append(value > 0 ? "Infinity" : "-Infinity");
    else
        out.append(QByteArray::number(value, 'g', QLocale::FloatingPointShortest));
}

/// Appends one value (the NULL rule and types of bindable()) to a line of COPY's text format.
void appendCopyValue(QByteArray& out, const QVariant& value, bool bytea)
{
    const QVariant v = bindable(value);
    if (!v.isValid()) {
        out.append("\\N");
        return;
    }
    switch (v.typeId()) {
    case QMetaType::LongLong:
        out.append(QByteArray::number(v.toLongLong()));
        return;
    case QMetaType::Double:
        appendCopyReal(out, v.toDouble());
        return;
    default: {
        const QByteArray bytes = v.typeId() == QMetaType::QByteArray ? v.toByteArray() : v.toString().toUtf8();
        if (bytea)
            appendCopyBytes(out, bytes.constData(), bytes.size());
        else
            appendCopyText(out, bytes.constData(), bytes.size());
        return;
    }
    }
}

/// The QPSQL driver's own libpq connection of `db` (its handle, a PGconn pointer, typed "PGconn*" or
/// "pg_conn*"); null when the driver gives none.
PGconn* libpqConnection(const QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (handle.isValid() && (qstrcmp(handle.typeName(), "PGconn*") == 0 || qstrcmp(handle.typeName(), "pg_conn*") == 0))
        return *static_cast<PGconn* const*>(handle.constData());
    return nullptr;
}

QSqlError noLibpqConnection(const QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    return QSqlError(QStringLiteral("no libpq connection (%1)").arg(QString::fromLatin1(handle.typeName())), {},
                     QSqlError::ConnectionError);
}

/// A failed libpq result as the driver would report it (its message and SQLSTATE).
QSqlError libpqError(const PGresult* result, PGconn* connection)
{
    const char* primary = result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    const char* code = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    const QString text = QString::fromUtf8(primary ? primary : PQerrorMessage(connection)).trimmed();
    return QSqlError(text, text, QSqlError::StatementError, QString::fromLatin1(code ? code : ""));
}

/// The types of the server's columns a cell is read from without the driver (their oids in
/// pg_type): what GateBench's schema uses (storage/Schema.cpp); any other is read as text.
enum class CellKind { Integer, Real, Bytes, Text };
CellKind cellKind(Oid type)
{
    switch (type) {
    case 20: // int8
    case 21: // int2
    case 23: // int4
        return CellKind::Integer;
    case 700: // float4
    case 701: // float8
        return CellKind::Real;
    case 17: // bytea
        return CellKind::Bytes;
    default:
        return CellKind::Text;
    }
}

/// A double in the server's text output (the shortest text that reads back exactly; NaN, Infinity).
double realOf(const char* text, int length)
{
    const QByteArray value = QByteArray::fromRawData(text, length);
    if (value == "NaN")
        return std::numeric_limits<double>::quiet_NaN();
    if (value == "Infinity")
        return std::numeric_limits<double>::infinity();
    if (value == "-Infinity")
        return -std::numeric_limits<double>::infinity();
    return value.toDouble(); // C locale, correctly rounded, whatever the process's locale
}

} // namespace

// ---- the location ----------------------------------------------------------------------------

bool PostgresStorage::isServerLocation(const QString& location)
{
    return location.startsWith(QLatin1String("postgresql:"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("postgres:"), Qt::CaseInsensitive);
}

QString PostgresStorage::Location::uri() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    const bool socketFolder = host.startsWith(u'/');
    if (!socketFolder)
        url.setHost(host);
    if (!user.isEmpty())
        url.setUserName(user);
    if (port > 0)
        url.setPort(port);
    url.setPath(u'/' + database);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("evaluation"), evaluation);
    if (socketFolder)
        query.addQueryItem(QStringLiteral("host"), host);
    for (const QString& option : options.split(u';', Qt::SkipEmptyParts)) {
        const QString name = option.section(u'=', 0, 0);
        if (name != QLatin1String("connect_timeout") ||
            option.section(u'=', 1) != QString::number(kConnectTimeoutSeconds))
            query.addQueryItem(name, option.section(u'=', 1));
    }
    url.setQuery(query);
    // With a socket folder and no host name, QUrl would leave the authority out ("postgresql:/db").
    QString text = url.toString(QUrl::FullyEncoded);
    if (socketFolder && !text.startsWith(QLatin1String("postgresql://")))
        text.replace(0, int(qstrlen("postgresql:")), QStringLiteral("postgresql://"));
    return text;
}

QString PostgresStorage::Location::shown() const
{
    QString server = host.isEmpty() ? QStringLiteral("localhost") : host;
    if (port > 0 && port != 5432)
        server += u':' + QString::number(port);
    if (!user.isEmpty())
        server.prepend(user + u'@');
    return server + u'/' + database + QStringLiteral(" · ") + evaluation;
}

Result<PostgresStorage::Location> PostgresStorage::parseLocation(const QString& text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || !isServerLocation(text))
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a server location GateBench can read. Write it as "
                                                     "postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME.")
                                                .arg(text)};
    // The text itself is never repeated once it may hold a password.
    if (!url.password().isEmpty() || url.userInfo().contains(u':'))
        return Error{Error::Kind::Usage,
                     Text::tr("The server location holds a password, which GateBench refuses: it would be kept in "
                              "the recent evaluations, the settings, the logs and the shell's history. Leave it out "
                              "(postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME) and put the password in "
                              "~/.pgpass (or the file PGPASSFILE names, or a service file), where the PostgreSQL "
                              "client library finds it.")};
    Location location;
    location.host = url.host();
    location.port = url.port(-1);
    location.user = url.userName();
    location.database = url.path().mid(1);
    QStringList options;
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("evaluation")) {
            location.evaluation = value;
        } else if (key == QLatin1String("host")) {
            location.host = value;
        } else if (key == QLatin1String("password")) {
            return Error{Error::Kind::Usage,
                         Text::tr("The server location holds a password, which GateBench refuses: it would be kept in "
                                  "the recent evaluations, the settings, the logs and the shell's history. Leave it "
                                  "out (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME) and put the password in "
                                  "~/.pgpass (or the file PGPASSFILE names, or a service file), where the PostgreSQL "
                                  "client library finds it.")};
        } else if (key == QLatin1String("sslmode") || key == QLatin1String("connect_timeout") ||
                   key == QLatin1String("service") || key == QLatin1String("application_name")) {
            static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.-]*$"));
            if (!plain.match(value).hasMatch())
                return Error{Error::Kind::BadInput,
                             Text::tr("The server location's option %1 has a value GateBench cannot pass on: %2")
                                 .arg(key, value)};
            options.append(key + u'=' + value);
        } else {
            return Error{Error::Kind::BadInput,
                         Text::tr("The server location has an option GateBench does not know: %1. It takes "
                                  "evaluation, host, sslmode, connect_timeout, service and application_name.")
                             .arg(key)};
        }
    }
    if (location.database.contains(u'/'))
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 names the database %2, which is not one name.").arg(text, location.database)};
    if (!evaluationName().match(location.evaluation).hasMatch())
        return Error{Error::Kind::BadInput,
                     Text::tr("“%1” cannot be the name of an evaluation on a server: a name starts with a lowercase "
                              "letter, then up to 47 lowercase letters, digits or underscores (evaluation=%2).")
                         .arg(location.evaluation, QStringLiteral("committee_2025"))};
    if (location.evaluation == QLatin1String("public") || location.evaluation.startsWith(QLatin1String("pg_")))
        return Error{Error::Kind::BadInput,
                     Text::tr("“%1” is a name PostgreSQL keeps for itself: choose another name for the evaluation.")
                         .arg(location.evaluation)};
    if (!std::any_of(options.cbegin(), options.cend(),
                     [](const QString& o) { return o.startsWith(QLatin1String("connect_timeout=")); }))
        options.append(QStringLiteral("connect_timeout=%1").arg(kConnectTimeoutSeconds));
    location.options = options.join(u';');
    return location;
}

// ---- connecting --------------------------------------------------------------------------------

PostgresStorage::~PostgresStorage()
{
    if (m_connection.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QSqlDatabase PostgresStorage::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

namespace {

/// The location's libpq options with `connect_timeout` at most `seconds` (when > 0), and TCP keepalives
/// so that a connection over a network that dropped is found dead within seconds rather than after the
/// system's default of hours (a query on it fails instead of waiting; ignored on a socket folder).
QString connectOptions(const PostgresStorage::Location& location, int seconds)
{
    QStringList options;
    for (const QString& option : location.options.split(u';', Qt::SkipEmptyParts)) {
        if (seconds > 0 && option.startsWith(QLatin1String("connect_timeout="))) {
            const int given = option.section(u'=', 1).toInt();
            options.append(QStringLiteral("connect_timeout=%1").arg(given > 0 ? std::min(given, seconds) : seconds));
        } else {
            options.append(option);
        }
    }
    if (seconds > 0 && !std::any_of(options.cbegin(), options.cend(),
                                    [](const QString& o) { return o.startsWith(QLatin1String("connect_timeout=")); }))
        options.append(QStringLiteral("connect_timeout=%1").arg(seconds));
    options << QStringLiteral("keepalives=1") << QStringLiteral("keepalives_idle=5")
            << QStringLiteral("keepalives_interval=2") << QStringLiteral("keepalives_count=3")
            << QStringLiteral("tcp_user_timeout=10000");
    return options.join(u';');
}

/// libpq's keywords and values for a connection to `location` (connectOptions with `seconds`), as
/// PQpingParams and PQconnectStartParams take them; copies only, so that any thread may use them.
class LibpqParameters {
public:
    LibpqParameters(const PostgresStorage::Location& location, int seconds)
    {
        add("host", location.host);
        add("port", location.port > 0 ? QString::number(location.port) : QString());
        add("user", location.user);
        add("dbname", location.database);
        for (const QString& option : connectOptions(location, seconds).split(u';', Qt::SkipEmptyParts))
            add(option.section(u'=', 0, 0).toUtf8().constData(), option.section(u'=', 1));
    }
    void add(const char* key, const QString& value)
    {
        if (value.isEmpty())
            return;
        m_keys.append(QByteArray(key));
        m_values.append(value.toUtf8());
    }
    /// Null-terminated arrays into this object's text (valid while it lives unchanged).
    std::vector<const char*> keywords() const { return pointers(m_keys); }
    std::vector<const char*> values() const { return pointers(m_values); }

private:
    static std::vector<const char*> pointers(const QList<QByteArray>& texts)
    {
        std::vector<const char*> list;
        for (const QByteArray& text : texts)
            list.push_back(text.constData());
        list.push_back(nullptr);
        return list;
    }

    QList<QByteArray> m_keys;
    QList<QByteArray> m_values;
};

} // namespace

Result<void> PostgresStorage::openConnection(const Location& location, const QString& name, int connectTimeoutSeconds)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return Error{Error::Kind::Io, Text::tr("%1: this GateBench cannot reach a PostgreSQL server: Qt's PostgreSQL "
                                               "driver is not installed (on Debian: libqt6sql6-psql).")
                                          .arg(location.uri())};
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!location.host.isEmpty())
        db.setHostName(location.host);
    if (location.port > 0)
        db.setPort(location.port);
    if (!location.user.isEmpty())
        db.setUserName(location.user);
    if (!location.database.isEmpty())
        db.setDatabaseName(location.database);
    db.setConnectOptions(connectOptions(location, connectTimeoutSeconds));
    SessionPasswords& store = sessionPasswords();
    {
        QMutexLocker lock(&store.mutex);
        const QString password = store.passwords.value(location.uri());
        if (!password.isEmpty())
            db.setPassword(password);
    }
    const bool opened = db.open();
    {
        QMutexLocker lock(&store.mutex);
        store.wanted.remove(location.uri());
        if (!opened && aboutPassword(db.lastError().databaseText()))
            store.wanted.insert(location.uri());
    }
    if (opened) {
        if (PGconn* connection = libpqConnection(db))
            PQsetNoticeReceiver(connection, &serverNotice, nullptr);
    }
    if (!opened) {
        const QString detail =
            db.lastError().databaseText().trimmed().replace(QStringLiteral("\n\t"), QStringLiteral(" "));
        if (aboutPassword(detail))
            return Error{Error::Kind::Io,
                         Text::tr("Cannot connect to %1: the server asks for a password and none was found (%2). "
                                  "GateBench never takes a password in the location: put it in ~/.pgpass (one line "
                                  "HOST:PORT:DATABASE:USER:PASSWORD, readable by you alone), in the file PGPASSFILE "
                                  "names, or in a service file.")
                             .arg(location.uri(), detail)};
        return Error{Error::Kind::Io, Text::tr("Cannot connect to %1: %2").arg(location.uri(), detail)};
    }
    return {};
}

void PostgresStorage::setSessionPassword(const QString& location, const QString& password)
{
    SessionPasswords& store = sessionPasswords();
    QMutexLocker lock(&store.mutex);
    if (password.isEmpty())
        store.passwords.remove(location);
    else
        store.passwords.insert(location, password);
}

bool PostgresStorage::passwordWanted(const QString& location)
{
    SessionPasswords& store = sessionPasswords();
    QMutexLocker lock(&store.mutex);
    return store.wanted.contains(location);
}

QString PostgresStorage::notificationChannel(const Location& location)
{
    return QStringLiteral("gatebench_") + location.evaluation;
}

Result<void> PostgresStorage::reconnect()
{
    // A cursor lives inside a transaction only (inReadTransaction): m_cursors merely numbers them.
    if (m_depth > 0)
        return Error{Error::Kind::Busy, Text::tr("%1 is in the middle of a change; try again.").arg(m_location.uri())};
    if (!m_connection.isEmpty()) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
        m_connection.clear();
    }
    m_locked = false;
    m_wroteInTransaction = false;
    return connect(m_location, m_mode, kReconnectTimeoutSeconds);
}

std::function<bool()> PostgresStorage::serverProbe() const
{
    // Copies only: the probe runs on a worker while this storage goes on in its own thread.
    const LibpqParameters parameters(m_location, kReconnectTimeoutSeconds);
    return [parameters] {
        const std::vector<const char*> keywords = parameters.keywords();
        const std::vector<const char*> values = parameters.values();
        return PQpingParams(keywords.data(), values.data(), 0) == PQPING_OK;
    };
}

bool PostgresStorage::connectionLost() const
{
    const QSqlDatabase db = database();
    if (!db.isOpen())
        return true;
    PGconn* connection = libpqConnection(db);
    return connection && PQstatus(connection) == CONNECTION_BAD;
}

namespace {

/// The watch of a server evaluation: a connection of its own that LISTENs on the evaluation's channel.
class PostgresChangeWatch final : public ChangeWatch {
public:
    PostgresChangeWatch(PostgresStorage::Location location, QString channel)
        : m_location(std::move(location))
        , m_channel(std::move(channel))
    {}
    ~PostgresChangeWatch() override { close(); }

    Result<void> restart() override
    {
        close();
        m_connection = nextConnectionName();
        // The first connection waits as the location says; one made again after a loss (the server
        // answered the probe a moment ago) waits briefly, since the window waits for it.
        const int timeout = m_started ? PostgresStorage::kReconnectTimeoutSeconds : 0;
        m_started = true;
        if (auto r = PostgresStorage::openConnection(m_location, m_connection, timeout); !r)
            return r;
        QSqlDriver* driver = QSqlDatabase::database(m_connection, false).driver();
        QObject::connect(driver, &QSqlDriver::notification, this,
                         [this](const QString& name, QSqlDriver::NotificationSource, const QVariant& payload) {
                             if (name == m_channel)
                                 emit hint(payload.toString());
                         });
        if (!driver->subscribeToNotification(m_channel))
            return Error{
                Error::Kind::Io,
                Text::tr("Cannot listen for the changes of %1: %2").arg(m_location.uri(), driver->lastError().text())};
        return {};
    }

private:
    void close()
    {
        if (m_connection.isEmpty())
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            if (db.driver())
                QObject::disconnect(db.driver(), nullptr, this, nullptr);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
        m_connection.clear();
    }

    PostgresStorage::Location m_location;
    QString m_channel;
    QString m_connection;
    bool m_started = false; ///< restart() ran before: this one connects again after a loss
};

} // namespace

Result<std::unique_ptr<ChangeWatch>> PostgresStorage::changeWatch() const
{
    auto watch = std::make_unique<PostgresChangeWatch>(m_location, notificationChannel(m_location));
    if (auto r = watch->restart(); !r)
        return r.error();
    return std::unique_ptr<ChangeWatch>(std::move(watch));
}

namespace {

/// What a mark reader (on its thread) and its worker share: the request, the stop, and whom to answer.
struct MarkReaderShared {
    std::mutex mutex;
    std::condition_variable wake; ///< a request, the stop (to the worker); the worker's end (to the reader)
    bool asked = false;
    std::atomic<bool> stopping{false}; ///< set under the mutex, read by the worker between its waits too
    bool finished = false;
    /// Whom the answers go to; null once it goes, so that nothing reaches an object that is gone.
    ChangeMarkReader* receiver = nullptr;
};

/// One read of the write count: the count, or why not (the server did not answer in time: `timedOut`).
struct MarkAnswer {
    bool ok = false;
    qint64 count = 0;
    bool timedOut = false;
    QString detail;
};

enum class SocketWait { Ready, TimedOut, Stopped, Failed };

/// Waits until `socket` is ready for `events`, looking every 100 ms whether the worker is to stop.
SocketWait waitForSocket(int socket, short events, std::chrono::steady_clock::time_point deadline,
                         const std::atomic<bool>& stopping)
{
    using namespace std::chrono;
    for (;;) {
        if (stopping.load())
            return SocketWait::Stopped;
        const auto left = duration_cast<milliseconds>(deadline - steady_clock::now()).count();
        if (left <= 0)
            return SocketWait::TimedOut;
        pollfd descriptor{socket, events, 0};
        const int ready = ::poll(&descriptor, 1, int(std::min<qint64>(left, 100)));
        if (ready > 0)
            return SocketWait::Ready;
        if (ready < 0 && errno != EINTR)
            return SocketWait::Failed;
    }
}

/// The worker of a PostgresMarkReader: waits for requests and answers each with one read on its own
/// libpq connection, made when there is none (without blocking: every wait is bounded and looks at the
/// stop), kept while it works. Holds nothing of the reader but what they share.
void runMarkWorker(const std::shared_ptr<MarkReaderShared>& shared, const LibpqParameters& parameters,
                   const QByteArray& statement)
{
    PGconn* connection = nullptr;
    const auto drop = [&connection] {
        if (connection)
            PQfinish(connection);
        connection = nullptr;
    };
    const auto libpqDetail = [&connection] {
        return connection ? QString::fromUtf8(PQerrorMessage(connection)).simplified() : QString();
    };
    const auto read = [&]() -> MarkAnswer {
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::seconds(PostgresStorage::kMarkAnswerSeconds);
        // Ends a wait that did not end Ready: the connection goes (what it waited for never comes).
        const auto unanswered = [&](SocketWait wait) {
            MarkAnswer answer;
            answer.timedOut = wait == SocketWait::TimedOut;
            answer.detail = wait == SocketWait::Failed ? QString::fromLocal8Bit(std::strerror(errno)) : libpqDetail();
            drop();
            return answer;
        };
        const auto failed = [&] {
            MarkAnswer answer;
            answer.detail = libpqDetail();
            drop();
            return answer;
        };
        if (!connection) {
            const std::vector<const char*> keywords = parameters.keywords();
            const std::vector<const char*> values = parameters.values();
            connection = PQconnectStartParams(keywords.data(), values.data(), 0);
            if (!connection || PQstatus(connection) == CONNECTION_BAD)
                return failed();
            PQsetNoticeReceiver(connection, &serverNotice, nullptr);
            // libpq's loop: start as if it had asked to write.
            for (PostgresPollingStatusType polling = PGRES_POLLING_WRITING; polling != PGRES_POLLING_OK;) {
                if (polling == PGRES_POLLING_FAILED)
                    return failed();
                const SocketWait wait =
                    waitForSocket(PQsocket(connection), polling == PGRES_POLLING_READING ? POLLIN : POLLOUT, deadline,
                                  shared->stopping);
                if (wait != SocketWait::Ready)
                    return unanswered(wait);
                polling = PQconnectPoll(connection);
            }
            if (PQsetnonblocking(connection, 1) != 0)
                return failed();
        }
        if (!PQsendQuery(connection, statement.constData()))
            return failed();
        for (int flushed; (flushed = PQflush(connection)) != 0;) {
            if (flushed < 0)
                return failed();
            const SocketWait wait = waitForSocket(PQsocket(connection), POLLIN | POLLOUT, deadline, shared->stopping);
            if (wait != SocketWait::Ready)
                return unanswered(wait);
            if (!PQconsumeInput(connection))
                return failed();
        }
        MarkAnswer answer;
        QString problem;
        for (;;) {
            while (PQisBusy(connection)) {
                const SocketWait wait = waitForSocket(PQsocket(connection), POLLIN, deadline, shared->stopping);
                if (wait != SocketWait::Ready)
                    return unanswered(wait);
                if (!PQconsumeInput(connection))
                    return failed();
            }
            PGresult* result = PQgetResult(connection);
            if (!result)
                break;
            if (PQresultStatus(result) == PGRES_TUPLES_OK && PQntuples(result) == 1 && PQnfields(result) == 1) {
                answer.ok = true;
                answer.count = QByteArray(PQgetvalue(result, 0, 0)).toLongLong();
            } else if (problem.isEmpty()) {
                problem = QString::fromUtf8(PQresultErrorMessage(result)).simplified();
            }
            PQclear(result);
        }
        if (answer.ok && problem.isEmpty())
            return answer;
        answer.ok = false;
        answer.detail = problem.isEmpty() ? libpqDetail() : problem;
        drop();
        return answer;
    };

    for (;;) {
        {
            std::unique_lock lock(shared->mutex);
            shared->wake.wait(lock, [&] { return shared->asked || shared->stopping.load(); });
            if (shared->stopping.load())
                break;
            shared->asked = false;
        }
        const MarkAnswer answer = read();
        std::lock_guard lock(shared->mutex);
        if (shared->stopping.load())
            break;
        if (ChangeMarkReader* receiver = shared->receiver)
            QMetaObject::invokeMethod(
                receiver,
                [receiver, answer] {
                    if (answer.ok)
                        emit receiver->read(answer.count);
                    else if (answer.timedOut)
                        emit receiver->failed(Text::tr("the server has not answered for %1 seconds")
                                                  .arg(PostgresStorage::kMarkAnswerSeconds));
                    else
                        emit receiver->failed(answer.detail);
                },
                Qt::QueuedConnection);
    }
    drop();
    std::lock_guard lock(shared->mutex);
    shared->finished = true;
    shared->wake.notify_all();
}

/// The reader of a server evaluation's write count (ChangeMarkReader), its worker a std::thread: one
/// that waits on a server past the reader's end (a name lookup, libpq's last message) is left to end by
/// itself, which it can since it holds nothing of the reader.
class PostgresMarkReader final : public ChangeMarkReader {
public:
    PostgresMarkReader(LibpqParameters parameters, QByteArray statement)
        : m_shared(std::make_shared<MarkReaderShared>())
    {
        m_shared->receiver = this;
        m_worker = std::thread([shared = m_shared, parameters = std::move(parameters),
                                statement = std::move(statement)] { runMarkWorker(shared, parameters, statement); });
    }

    ~PostgresMarkReader() override
    {
        std::unique_lock lock(m_shared->mutex);
        m_shared->receiver = nullptr;
        m_shared->stopping = true;
        m_shared->wake.notify_all();
        // The worker looks at the stop every 100 ms while it waits on the server.
        const bool finished =
            m_shared->wake.wait_for(lock, std::chrono::seconds(1), [&] { return m_shared->finished; });
        lock.unlock();
        if (finished)
            m_worker.join();
        else
            m_worker.detach();
    }

    void request() override
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->asked = true;
        m_shared->wake.notify_all();
    }

private:
    std::shared_ptr<MarkReaderShared> m_shared;
    std::thread m_worker;
};

} // namespace

Result<std::unique_ptr<ChangeMarkReader>> PostgresStorage::changeMarkReader() const
{
    if (m_version < schema::kWriteMarkVersion)
        return std::unique_ptr<ChangeMarkReader>();
    LibpqParameters parameters(m_location, kMarkAnswerSeconds);
    {
        // A password typed in this session, in this process's memory only, as every connection gets it.
        SessionPasswords& store = sessionPasswords();
        QMutexLocker lock(&store.mutex);
        parameters.add("password", store.passwords.value(m_location.uri()));
    }
    return std::unique_ptr<ChangeMarkReader>(std::make_unique<PostgresMarkReader>(
        std::move(parameters),
        QStringLiteral("SELECT write_count FROM %1.write_mark WHERE id = 1").arg(m_schema).toUtf8()));
}

Result<void> PostgresStorage::connect(const Location& location, Mode mode, int connectTimeoutSeconds)
{
    m_location = location;
    m_mode = mode;
    m_schema = quoted(location.evaluation);
    m_connection = nextConnectionName();
    if (auto r = openConnection(location, m_connection, connectTimeoutSeconds); !r)
        return r;
    // Every name unqualified in the schema's own statements is the evaluation's; notices (an
    // IF NOT EXISTS that skipped) stay off the terminal.
    QStringList settings{QStringLiteral("SET search_path TO %1").arg(m_schema),
                         QStringLiteral("SET client_min_messages TO warning"),
                         QStringLiteral("SET lock_timeout TO %1").arg(kLockTimeoutMs)};
    if (mode == Mode::ReadOnly)
        settings.append(QStringLiteral("SET default_transaction_read_only TO on"));
    for (const QString& setting : std::as_const(settings)) {
        if (auto r = exec(setting); !r)
            return r;
    }
    return {};
}

Result<std::unique_ptr<PostgresStorage>> PostgresStorage::open(const QString& text, Mode mode, SchemaCheck schemaCheck)
{
    auto location = parseLocation(text);
    if (!location)
        return location.error();
    std::unique_ptr<PostgresStorage> storage(new PostgresStorage);
    if (auto r = storage->connect(*location, mode); !r)
        return r.error();
    QSqlQuery query(storage->database());
    const QString what = Text::tr("Opening the evaluation");
    if (auto r =
            storage->run(query,
                         QStringLiteral("SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                                        "ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relname = ?"),
                         {location->evaluation, QString::fromLatin1(kEvaluationTable)}, Error::Kind::Database, what);
        !r)
        return r.error();
    if (!query.next() || query.value(0).toLongLong() == 0) {
        QSqlQuery list(storage->database());
        QStringList names;
        if (storage
                ->run(list,
                      QStringLiteral("SELECT n.nspname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON "
                                     "n.oid = c.relnamespace WHERE c.relname = ? AND c.relkind = 'r' ORDER BY 1"),
                      {QString::fromLatin1(kEvaluationTable)}, Error::Kind::Database, what)
                .ok()) {
            while (list.next())
                names.append(list.value(0).toString());
        }
        const QString database = location->database.isEmpty() ? location->user : location->database;
        if (names.isEmpty())
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the database %2 holds no GateBench evaluation named “%3” (it holds none). Copy "
                                  "one there with 'gatebench copy FILE %1'.")
                             .arg(location->uri(), database, location->evaluation)};
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: the database %2 holds no GateBench evaluation named “%3”. It holds: %4.")
                         .arg(location->uri(), database, location->evaluation, names.join(QStringLiteral(", ")))};
    }
    query.finish();
    if (auto r = storage->run(query,
                              QStringLiteral("SELECT application_id, schema_version FROM %1.%2 WHERE id = 1")
                                  .arg(storage->m_schema, QString::fromLatin1(kEvaluationTable)),
                              {}, Error::Kind::Database, what);
        !r)
        return r.error();
    if (!query.next() || query.value(0).toLongLong() != schema::kApplicationId)
        return Error{
            Error::Kind::BadInput,
            Text::tr("%1: the schema “%2” is not a GateBench evaluation.").arg(location->uri(), location->evaluation)};
    const int version = query.value(1).toInt();
    query.finish();
    if (version > schema::currentVersion())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 was written by a newer GateBench (schema version %2); this version reads up to "
                              "schema version %3. Update GateBench to open it.")
                         .arg(location->uri())
                         .arg(version)
                         .arg(schema::currentVersion())};
    if (version < 1)
        return Error{Error::Kind::Integrity,
                     Text::tr("%1: a GateBench workspace without a schema").arg(location->uri())};
    storage->m_version = version;
    if (schemaCheck == SchemaCheck::Report && mode == Mode::ReadOnly) {
        auto drift = storage->schemaDifferences();
        if (!drift)
            return drift.error();
        storage->m_schemaDrift = *drift;
        storage->m_schemaReported = true;
    } else if (auto drift = storage->schemaDifferences(); !drift) {
        return drift.error();
    } else if (!drift->isEmpty()) {
        return Error{Error::Kind::Integrity,
                     Text::tr("%1 is refused: its database holds %2, which GateBench's schema (version %3) does not. "
                              "Another program changed its structure, and what it added could change the evaluation "
                              "behind GateBench's back; nothing was read or written. Open a backup or the original "
                              "file instead.")
                         .arg(location->uri(), drift->mid(0, 5).join(QStringLiteral("; ")))
                         .arg(version)};
    }
    if (version < schema::currentVersion() && mode == Mode::ReadWrite) {
        if (auto r = storage->upgrade(version, schema::currentVersion()); !r)
            return r.error();
        storage->m_upgradedFrom = version;
    }
    if (auto r = storage->loadCatalogue(); !r)
        return r.error();
    return storage;
}

Result<std::unique_ptr<PostgresStorage>> PostgresStorage::create(const QString& text)
{
    auto location = parseLocation(text);
    if (!location)
        return location.error();
    std::unique_ptr<PostgresStorage> storage(new PostgresStorage);
    if (auto r = storage->connect(*location, Mode::ReadWrite); !r)
        return r.error();
    QSqlQuery query(storage->database());
    if (auto r = storage->run(query, QStringLiteral("SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = ?"),
                              {location->evaluation}, Error::Kind::Database, Text::tr("Creating the evaluation"));
        !r)
        return r.error();
    if (query.next() && query.value(0).toLongLong() > 0)
        return Error{Error::Kind::Usage, Text::tr("%1 already exists: the database holds a schema named “%2”.")
                                             .arg(location->uri(), location->evaluation)};
    query.finish();
    if (auto r = storage->upgrade(0, schema::currentVersion()); !r)
        return r.error();
    if (auto r = storage->loadCatalogue(); !r)
        return r.error();
    return storage;
}

Result<bool> PostgresStorage::exists(const QString& text)
{
    auto location = parseLocation(text);
    if (!location)
        return location.error();
    std::unique_ptr<PostgresStorage> storage(new PostgresStorage);
    if (auto r = storage->connect(*location, Mode::ReadOnly); !r)
        return r.error();
    QSqlQuery query(storage->database());
    if (auto r = storage->run(query, QStringLiteral("SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = ?"),
                              {location->evaluation}, Error::Kind::Database, Text::tr("Opening the evaluation"));
        !r)
        return r.error();
    return query.next() && query.value(0).toLongLong() > 0;
}

Result<void> PostgresStorage::drop(const QString& text)
{
    auto location = parseLocation(text);
    if (!location)
        return location.error();
    std::unique_ptr<PostgresStorage> storage(new PostgresStorage);
    if (auto r = storage->connect(*location, Mode::ReadWrite); !r)
        return r;
    return storage->exec(QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(storage->m_schema));
}

Result<void> PostgresStorage::upgrade(int from, int to)
{
    // One transaction of its own: the steps and the version that says they were taken.
    if (auto r = exec(QStringLiteral("BEGIN")); !r)
        return r;
    auto rollback = qScopeGuard([&] { (void)exec(QStringLiteral("ROLLBACK")); });
    if (from == 0) {
        if (auto r = exec(QStringLiteral("CREATE SCHEMA %1").arg(m_schema)); !r)
            return r;
        if (auto r = exec(QStringLiteral("CREATE TABLE %1.%2 (id integer PRIMARY KEY CHECK (id = 1), application_id "
                                         "bigint NOT NULL, schema_version integer NOT NULL)")
                              .arg(m_schema, QString::fromLatin1(kEvaluationTable)));
            !r)
            return r;
        if (auto r = exec(QStringLiteral("INSERT INTO %1.%2 (id, application_id, schema_version) VALUES (1, %3, 0)")
                              .arg(m_schema, QString::fromLatin1(kEvaluationTable))
                              .arg(schema::kApplicationId));
            !r)
            return r;
    }
    for (int step = from + 1; step <= to; ++step) {
        const QStringList statements = schema::upgradeStep(step, schema::Backend::Postgres);
        if (statements.isEmpty())
            return Error{Error::Kind::Integrity,
                         Text::tr("Schema step %1 is not written for PostgreSQL in this GateBench, so %2 cannot be "
                                  "brought to version %3; nothing was changed.")
                             .arg(step)
                             .arg(m_location.uri())
                             .arg(to)};
        for (const QString& statement : statements) {
            if (auto r = exec(statement); !r)
                return Error{Error::Kind::Database,
                             Text::tr("Upgrade step %1 failed: %2").arg(step).arg(r.error().message)};
        }
    }
    if (auto r = exec(QStringLiteral("UPDATE %1.%2 SET schema_version = %3 WHERE id = 1")
                          .arg(m_schema, QString::fromLatin1(kEvaluationTable))
                          .arg(to));
        !r)
        return r;
    if (from > 0 && to >= schema::kWriteMarkVersion) {
        if (auto r = exec(
                QStringLiteral("UPDATE %1.write_mark SET write_count = write_count + 1 WHERE id = 1").arg(m_schema));
            !r)
            return r;
        ++m_ownWrites;
    }
    rollback.dismiss();
    if (auto r = exec(QStringLiteral("COMMIT")); !r)
        return r;
    m_version = to;
    return {};
}

Result<void> PostgresStorage::loadCatalogue()
{
    m_tables.clear();
    m_children.clear();
    const QString what = Text::tr("Reading the schema");
    QSqlQuery columns(database());
    columns.setForwardOnly(true);
    if (auto r = run(columns,
                     QStringLiteral("SELECT c.relname, a.attname, a.attnotnull, t.typname, c.relrowsecurity FROM "
                                    "pg_catalog.pg_class c "
                                    "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
                                    "JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT "
                                    "a.attisdropped JOIN pg_catalog.pg_type t ON t.oid = a.atttypid "
                                    "WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND c.relname <> ? "
                                    "ORDER BY c.relname, a.attnum"),
                     {m_location.evaluation, QString::fromLatin1(kEvaluationTable)}, Error::Kind::Database, what);
        !r)
        return r;
    QHash<QString, QString> types; // "table.column" -> type name
    while (columns.next()) {
        const QString table = columns.value(0).toString();
        const QString column = columns.value(1).toString();
        TableInfo& info = m_tables[table];
        info.columns.append(column);
        info.rowSecurity = columns.value(4).toBool();
        if (columns.value(2).toBool())
            info.notNull.insert(column);
        const QString type = columns.value(3).toString();
        if (type == QLatin1String("bytea"))
            info.binary.insert(column);
        types.insert(table + u'.' + column, type);
    }
    QSqlQuery keys(database());
    keys.setForwardOnly(true);
    if (auto r = run(keys,
                     QStringLiteral("SELECT c.relname, a.attname FROM pg_catalog.pg_index i "
                                    "JOIN pg_catalog.pg_class c ON c.oid = i.indrelid "
                                    "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
                                    "CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord) "
                                    "JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum "
                                    "WHERE n.nspname = ? AND i.indisprimary ORDER BY c.relname, k.ord"),
                     {m_location.evaluation}, Error::Kind::Database, what);
        !r)
        return r;
    while (keys.next()) {
        const auto it = m_tables.find(keys.value(0).toString());
        if (it != m_tables.end())
            it->key.append(keys.value(1).toString());
    }
    for (auto it = m_tables.begin(); it != m_tables.end(); ++it)
        it->integerKey = it->key.size() == 1 && types.value(it.key() + u'.' + it->key.first()) == QLatin1String("int8");
    QSqlQuery links(database());
    links.setForwardOnly(true);
    if (auto r =
            run(links,
                QStringLiteral("SELECT child.relname, con.conname, parent.relname, con.confdeltype, ca.attname, "
                               "pa.attname FROM pg_catalog.pg_constraint con "
                               "JOIN pg_catalog.pg_class child ON child.oid = con.conrelid "
                               "JOIN pg_catalog.pg_class parent ON parent.oid = con.confrelid "
                               "JOIN pg_catalog.pg_namespace n ON n.oid = child.relnamespace "
                               "CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(ck, pk, ord) "
                               "JOIN pg_catalog.pg_attribute ca ON ca.attrelid = con.conrelid AND ca.attnum = k.ck "
                               "JOIN pg_catalog.pg_attribute pa ON pa.attrelid = con.confrelid AND pa.attnum = k.pk "
                               "WHERE con.contype = 'f' AND n.nspname = ? ORDER BY child.relname, con.conname, k.ord"),
                {m_location.evaluation}, Error::Kind::Database, what);
        !r)
        return r;
    QString current;
    ChildLink link;
    QString parent;
    const auto flush = [&] {
        if (!current.isEmpty())
            m_children[parent].append(link);
    };
    while (links.next()) {
        const QString id = links.value(0).toString() + u'.' + links.value(1).toString();
        if (id != current) {
            flush();
            current = id;
            link = ChildLink{};
            link.table = links.value(0).toString();
            parent = links.value(2).toString();
            link.cascade = links.value(3).toString() == QLatin1String("c");
        }
        link.childColumns.append(links.value(4).toString());
        link.parentColumns.append(links.value(5).toString());
    }
    flush();
    if (m_tables.isEmpty())
        return Error{Error::Kind::Integrity, Text::tr("%1 holds no tables").arg(m_location.uri())};
    return {};
}

// ---- the schema check ------------------------------------------------------------------------

namespace {

/// The line of a table's row-level security in a schema's description (followed by the tables' filter).
QString rowSecurityStatement()
{
    return QStringLiteral("SELECT 'row security ' || c.relname || ': ' || CASE WHEN c.relrowsecurity THEN 'enabled' "
                          "ELSE 'disabled' END || ', ' || CASE WHEN c.relforcerowsecurity THEN 'forced' ELSE 'not "
                          "forced' END FROM pg_catalog.pg_class c ");
}

/// The policies the roles put on the evaluation (postgresRoles::describedStatements), as `table.name`.
QStringList rolePolicies()
{
    static const QRegularExpression policy(QStringLiteral("^CREATE POLICY (\\w+) ON (\\w+)"));
    QStringList policies;
    for (const QString& statement : postgresRoles::describedStatements()) {
        const QRegularExpressionMatch match = policy.match(statement);
        if (match.hasMatch())
            policies.append(match.captured(2) + u'.' + match.captured(1));
    }
    return policies;
}

/// The tables under row-level security when the evaluation is under its roles: those with a policy.
QStringList guardedTables()
{
    QStringList tables;
    for (const QString& policy : rolePolicies()) {
        const QString table = policy.section(u'.', 0, 0);
        if (!tables.contains(table))
            tables.append(table);
    }
    return tables;
}

/// A column's type as the catalogue gives it, in the words of SqliteStorage::expectedLayout: the types
/// GateBench chooses for each of SQLite's (text always with COLLATE "C"); any other as it is.
QString layoutType(const QString& type, const QString& collation)
{
    if (type == QLatin1String("bigint") && collation.isEmpty())
        return QStringLiteral("INTEGER");
    if (type == QLatin1String("double precision") && collation.isEmpty())
        return QStringLiteral("REAL");
    if (type == QLatin1String("bytea") && collation.isEmpty())
        return QStringLiteral("BLOB");
    if (type == QLatin1String("text") && collation == QLatin1String("C"))
        return QStringLiteral("TEXT");
    return collation.isEmpty() ? type : type + QStringLiteral(" collate ") + collation;
}

} // namespace

Result<QStringList> PostgresStorage::describeSchema(const QString& schemaName) const
{
    // Read with search_path on the schema (the caller's), so that the definitions name its objects
    // unqualified and two schemas built alike read alike.
    const QString what = Text::tr("Reading the schema");
    QStringList lines;
    const auto read = [&](const QString& sql) -> Result<void> {
        QSqlQuery query(database());
        query.setForwardOnly(true);
        if (auto r = run(query, sql, {schemaName}, Error::Kind::Database, what); !r)
            return r;
        // Index and trigger definitions name their table with its schema whatever the search path.
        while (query.next())
            lines.append(query.value(0)
                             .toString()
                             .replace(quoted(schemaName) + u'.', QString())
                             .replace(QStringLiteral(" ON ") + schemaName + u'.', QStringLiteral(" ON ")));
        return {};
    };
    const QString inSchema =
        QStringLiteral("JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ?");
    const QStringList statements{
        // Every relation (table, index, view, sequence ...), by kind.
        QStringLiteral("SELECT 'relation ' || c.relname || ': ' || c.relkind::text FROM pg_catalog.pg_class c ") +
            inSchema,
        // Every column of every table: type, collation, NOT NULL, default.
        QStringLiteral("SELECT 'column ' || c.relname || '.' || a.attname || ': ' || "
                       "pg_catalog.format_type(a.atttypid, a.atttypmod) || coalesce(' collate ' || co.collname, '') || "
                       "CASE WHEN a.attnotnull THEN ' not null' ELSE '' END || coalesce(' default ' || "
                       "pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') || ' #' || a.attnum FROM pg_catalog.pg_class c "
                       "JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped "
                       "LEFT JOIN pg_catalog.pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 0 "
                       "LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum ") +
            inSchema + QStringLiteral(" AND c.relkind IN ('r', 'p')"),
        // Constraints (keys, foreign keys, checks) and whether each is validated.
        QStringLiteral("SELECT 'constraint ' || c.relname || '.' || con.conname || ': ' || "
                       "pg_catalog.pg_get_constraintdef(con.oid) || CASE WHEN con.convalidated THEN '' ELSE ' (not "
                       "validated)' END FROM pg_catalog.pg_constraint con JOIN pg_catalog.pg_class c ON c.oid = "
                       "con.conrelid ") +
            inSchema,
        // Indexes, and whether each is valid.
        QStringLiteral("SELECT 'index ' || ic.relname || ': ' || pg_catalog.pg_get_indexdef(i.indexrelid) || CASE WHEN "
                       "i.indisvalid AND i.indisready THEN '' ELSE ' (invalid)' END FROM pg_catalog.pg_index i JOIN "
                       "pg_catalog.pg_class ic ON ic.oid = i.indexrelid JOIN pg_catalog.pg_class c ON c.oid = "
                       "i.indrelid ") +
            inSchema,
        // Triggers, and whether each is enabled.
        QStringLiteral(
            "SELECT 'trigger ' || c.relname || '.' || t.tgname || ': ' || pg_catalog.pg_get_triggerdef(t.oid) "
            "|| CASE WHEN t.tgenabled = 'O' THEN '' ELSE ' (not enabled)' END FROM pg_catalog.pg_trigger t "
            "JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid ") +
            inSchema + QStringLiteral(" AND NOT t.tgisinternal"),
        // Functions and procedures: what they run and how.
        QStringLiteral("SELECT 'function ' || p.proname || '(' || pg_catalog.pg_get_function_arguments(p.oid) || "
                       "'): ' || p.prosrc || ' ' || p.provolatile::text || ' ' || p.prosecdef::text || ' ' || "
                       "coalesce(array_to_string(p.proconfig, ','), '') FROM pg_catalog.pg_proc p JOIN "
                       "pg_catalog.pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = ?"),
        // Rules and policies, which change what a statement does.
        QStringLiteral("SELECT 'rule ' || r.rulename || ': ' || pg_catalog.pg_get_ruledef(r.oid) FROM "
                       "pg_catalog.pg_rewrite r JOIN pg_catalog.pg_class c ON c.oid = r.ev_class ") +
            inSchema + QStringLiteral(" AND c.relkind <> 'v'"),
        QStringLiteral("SELECT 'policy ' || c.relname || '.' || pol.polname FROM pg_catalog.pg_policy pol JOIN "
                       "pg_catalog.pg_class c ON c.oid = pol.polrelid ") +
            inSchema,
        // Row-level security, which the policies need to do anything.
        rowSecurityStatement() + inSchema + QStringLiteral(" AND (c.relrowsecurity OR c.relforcerowsecurity)"),
    };
    for (const QString& statement : statements) {
        if (auto r = read(statement); !r)
            return r.error();
    }
    lines.sort();
    return lines;
}

Result<void> PostgresStorage::administer(const QStringList& statements)
{
    if (m_depth > 0)
        return Error{Error::Kind::Usage, Text::tr("The roles cannot be changed inside a transaction")};
    if (auto r = exec(QStringLiteral("BEGIN READ WRITE")); !r)
        return r;
    for (const QString& statement : statements) {
        if (auto r = exec(statement); !r) {
            (void)exec(QStringLiteral("ROLLBACK"));
            return r;
        }
    }
    return exec(QStringLiteral("COMMIT"));
}

Result<QStringList> PostgresStorage::administrativeQuery(const QString& sql, const QVariantList& binds) const
{
    QSqlQuery query(database());
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Reading the roles")); !r)
        return r.error();
    QStringList values;
    while (query.next())
        values.append(query.value(0).toString());
    return values;
}

Result<QStringList> PostgresStorage::expectedSchema(int version, bool roles) const
{
    // Per server and version: another server version may word a definition otherwise.
    static QMutex mutex;
    static QHash<QString, QStringList> built;
    const QMutexLocker lock(&mutex);
    const QString key = QStringLiteral("%1:%2/%3 %4%5")
                            .arg(m_location.host)
                            .arg(m_location.port)
                            .arg(m_location.database)
                            .arg(version)
                            .arg(roles ? QStringLiteral(" roles") : QString());
    if (const auto it = built.constFind(key); it != built.cend())
        return *it;
    // The steps run in a scratch schema of this database inside a transaction that is rolled back:
    // nothing of it stays, and no other connection ever sees it.
    if (m_depth > 0)
        return Error{Error::Kind::Usage, Text::tr("The schema cannot be checked inside a transaction")};
    const QString scratch =
        QStringLiteral("gatebench_expected_%1").arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    if (auto r = exec(QStringLiteral("BEGIN READ WRITE")); !r)
        return r.error();
    const auto rollback = qScopeGuard([&] {
        (void)exec(QStringLiteral("ROLLBACK"));
        (void)exec(QStringLiteral("SET search_path TO %1").arg(m_schema));
    });
    if (auto r = exec(QStringLiteral("CREATE SCHEMA %1").arg(quoted(scratch))); !r)
        return r.error();
    if (auto r = exec(QStringLiteral("SET LOCAL search_path TO %1").arg(quoted(scratch))); !r)
        return r.error();
    if (auto r = exec(QStringLiteral("CREATE TABLE %1.%2 (id integer PRIMARY KEY CHECK (id = 1), application_id "
                                     "bigint NOT NULL, schema_version integer NOT NULL)")
                          .arg(quoted(scratch), QString::fromLatin1(kEvaluationTable)));
        !r)
        return r.error();
    for (int step = 1; step <= version; ++step) {
        const QStringList statements = schema::upgradeStep(step, schema::Backend::Postgres);
        if (statements.isEmpty())
            return Error{Error::Kind::Integrity,
                         Text::tr("Schema step %1 is not written for PostgreSQL in this GateBench").arg(step)};
        for (const QString& statement : statements) {
            if (auto r = exec(statement); !r)
                return r.error();
        }
    }
    if (roles) {
        QStringList statements = postgresRoles::describedStatements();
        for (const QString& table : guardedTables())
            statements << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(quoted(table))
                       << QStringLiteral("ALTER TABLE %1 FORCE ROW LEVEL SECURITY").arg(quoted(table));
        for (const QString& statement : std::as_const(statements)) {
            if (auto r = exec(statement); !r)
                return r.error();
        }
    }
    auto described = describeSchema(scratch);
    if (!described)
        return described.error();
    built.insert(key, *described);
    return described;
}

Result<QStringList> PostgresStorage::schemaDifferences() const
{
    // The whole check builds GateBench's schema in a scratch schema, which needs the right to create
    // one in the database; a member's role reads the catalogue instead.
    auto mayCreate = administrativeQuery(
        QStringLiteral("SELECT pg_catalog.has_database_privilege(pg_catalog.current_database(), 'CREATE')::text"));
    if (!mayCreate)
        return mayCreate.error();
    m_schemaFromCatalogue = mayCreate->value(0) != QLatin1String("true");
    if (m_schemaFromCatalogue)
        return catalogueDifferences();
    auto roles = postgresRoles::installed(*this);
    if (!roles)
        return roles.error();
    auto expected = expectedSchema(m_version, *roles);
    if (!expected)
        return expected.error();
    auto actual = describeSchema(m_location.evaluation);
    if (!actual)
        return actual.error();
    QStringList problems;
    const QSet<QString> want(expected->cbegin(), expected->cend());
    const QSet<QString> have(actual->cbegin(), actual->cend());
    for (const QString& line : std::as_const(*actual)) {
        if (!want.contains(line))
            problems.append(Text::tr("an object GateBench's schema does not have: %1").arg(line));
    }
    for (const QString& line : std::as_const(*expected)) {
        if (!have.contains(line))
            problems.append(Text::tr("an object of GateBench's schema is missing or differs: %1").arg(line));
    }
    return problems;
}

Result<QStringList> PostgresStorage::describeRowSecurity() const
{
    const QString inSchema =
        QStringLiteral("JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ?");
    QStringList lines;
    const QStringList statements{
        rowSecurityStatement() + inSchema + QStringLiteral(" AND (c.relrowsecurity OR c.relforcerowsecurity)"),
        QStringLiteral("SELECT 'policy ' || c.relname || '.' || pol.polname FROM pg_catalog.pg_policy pol JOIN "
                       "pg_catalog.pg_class c ON c.oid = pol.polrelid ") +
            inSchema};
    for (const QString& sql : statements) {
        auto rows = administrativeQuery(sql, {m_location.evaluation});
        if (!rows)
            return rows.error();
        lines.append(*rows);
    }
    return lines;
}

Result<QStringList> PostgresStorage::catalogueDifferences() const
{
    auto layout = SqliteStorage::expectedLayout(m_version);
    if (!layout)
        return layout.error();
    QStringList expected = *layout;
    QStringList actual;
    const QVariantList binds{m_location.evaluation, QString::fromLatin1(kEvaluationTable)};
    // Columns: type, collation, NOT NULL.
    auto columns = administrativeQuery(
        QStringLiteral("SELECT c.relname || '|' || a.attname || '|' || pg_catalog.format_type(a.atttypid, "
                       "a.atttypmod) || '|' || coalesce(co.collname, '') || '|' || a.attnotnull::text FROM "
                       "pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace JOIN "
                       "pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped "
                       "LEFT JOIN pg_catalog.pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 0 "
                       "WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND c.relname <> ?"),
        binds);
    if (!columns)
        return columns.error();
    for (const QString& row : std::as_const(*columns)) {
        const QStringList f = row.split(u'|');
        actual.append(QStringLiteral("column %1.%2: %3%4")
                          .arg(f.value(0), f.value(1), layoutType(f.value(2), f.value(3)),
                               f.value(4) == QLatin1String("true") ? QStringLiteral(" not null") : QString()));
    }
    // Primary keys and indexes (an index that backs a constraint has the server's name for it).
    auto indexes = administrativeQuery(
        QStringLiteral("SELECT c.relname || '|' || ic.relname || '|' || i.indisprimary::text || '|' || "
                       "i.indisunique::text || '|' || (i.indpred IS NOT NULL)::text || '|' || EXISTS (SELECT 1 FROM "
                       "pg_catalog.pg_constraint con WHERE con.conindid = i.indexrelid)::text || '|' || (SELECT "
                       "string_agg(coalesce(a.attname::text, '(expression)'), ',' ORDER BY k.ord) FROM "
                       "unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord) LEFT JOIN pg_catalog.pg_attribute "
                       "a ON a.attrelid = c.oid AND a.attnum = k.attnum) FROM pg_catalog.pg_index i JOIN "
                       "pg_catalog.pg_class ic ON ic.oid = i.indexrelid JOIN pg_catalog.pg_class c ON c.oid = "
                       "i.indrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND "
                       "c.relname <> ?"),
        binds);
    if (!indexes)
        return indexes.error();
    for (const QString& row : std::as_const(*indexes)) {
        const QStringList f = row.split(u'|');
        const QString table = f.value(0);
        if (f.value(2) == QLatin1String("true")) {
            actual.append(QStringLiteral("primary key %1: %2").arg(table, f.value(6)));
            continue;
        }
        actual.append(QStringLiteral("index on %1(%2)%3%4")
                          .arg(table, f.value(6),
                               f.value(3) == QLatin1String("true") ? QStringLiteral(" unique") : QString(),
                               f.value(4) == QLatin1String("true") ? QStringLiteral(" partial") : QString()));
        if (f.value(5) != QLatin1String("true"))
            actual.append(QStringLiteral("index %1: %2").arg(f.value(1), table));
    }
    // Row-level security and the policies by name, when the evaluation is under its roles (a member's
    // role logs in, or any table of it has them).
    auto security = describeRowSecurity();
    if (!security)
        return security.error();
    auto user = administrativeQuery(QStringLiteral("SELECT current_user::text"));
    if (!user)
        return user.error();
    m_role = user->value(0);
    const bool underRoles =
        !security->isEmpty() || !postgresRoles::memberOfRole(m_location.evaluation, m_role).isEmpty();
    if (underRoles) {
        actual.append(*security);
        for (const QString& table : guardedTables())
            expected.append(QStringLiteral("row security %1: enabled, forced").arg(table));
        for (const QString& policy : rolePolicies())
            expected.append(QStringLiteral("policy ") + policy);
        // The tables the roles add on the server alone (postgresRoles::serverTables: the progress counter)
        // are not in the file's layout: checked to be there, with their row-level
        // security and policies above; their columns and indexes are the whole check's.
        for (const QString& table : postgresRoles::serverTables()) {
            const auto ofTable = [&table](const QString& line) {
                return line.startsWith(QStringLiteral("column %1.").arg(table)) ||
                       line.startsWith(QStringLiteral("primary key %1:").arg(table)) ||
                       line.startsWith(QStringLiteral("index on %1(").arg(table)) ||
                       (line.startsWith(QLatin1String("index ")) && line.endsWith(QStringLiteral(": ") + table));
            };
            const bool present = std::any_of(actual.cbegin(), actual.cend(), ofTable);
            actual.erase(std::remove_if(actual.begin(), actual.end(), ofTable), actual.end());
            expected.append(QStringLiteral("table ") + table);
            if (present)
                actual.append(QStringLiteral("table ") + table);
        }
    }
    QStringList problems;
    const QSet<QString> want(expected.cbegin(), expected.cend());
    const QSet<QString> have(actual.cbegin(), actual.cend());
    actual.sort();
    expected.sort();
    for (const QString& line : std::as_const(actual)) {
        if (!want.contains(line))
            problems.append(Text::tr("an object GateBench's schema does not have: %1").arg(line));
    }
    for (const QString& line : std::as_const(expected)) {
        if (!have.contains(line))
            problems.append(Text::tr("an object of GateBench's schema is missing or differs: %1").arg(line));
    }
    return problems;
}

QString PostgresStorage::integrityCheckGaps() const
{
    if (!m_schemaFromCatalogue)
        return {};
    return Text::tr("The role %1 may not create a schema in the database, which the whole check of the schema "
                    "needs, so the schema was checked from the server's catalogue alone: its tables, columns, "
                    "types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by "
                    "name. Not checked: the columns' defaults, the constraints' conditions, the triggers, the "
                    "functions and the policies' conditions. Run verify as the chair's role or an administrator "
                    "for the whole check.")
        .arg(m_role);
}

Result<QStringList> PostgresStorage::integrityCheck() const
{
    if (m_depth > 0)
        return Error{Error::Kind::Usage, Text::tr("The evaluation cannot be checked inside a transaction")};
    // The schema's differences, unless this opening keeps them apart (schemaDrift: gatebench verify).
    auto problems = m_schemaReported ? Result<QStringList>(QStringList()) : schemaDifferences();
    if (!problems)
        return problems.error();
    // Every foreign key, as SQLite's foreign_key_check: a row that refers to a missing row (the server
    // keeps them, but a superuser can turn the checks off).
    for (auto it = m_children.cbegin(); it != m_children.cend(); ++it) {
        for (const ChildLink& link : it.value()) {
            QStringList joins;
            QStringList present;
            for (qsizetype i = 0; i < link.childColumns.size(); ++i) {
                joins.append(QStringLiteral("p.%1 = c.%2")
                                 .arg(quoted(link.parentColumns.at(i)), quoted(link.childColumns.at(i))));
                present.append(QStringLiteral("c.%1 IS NOT NULL").arg(quoted(link.childColumns.at(i))));
            }
            QSqlQuery query(database());
            if (auto r =
                    run(query,
                        QStringLiteral("SELECT count(*) FROM %1 AS c WHERE %2 AND NOT EXISTS (SELECT 1 FROM %3 AS p "
                                       "WHERE %4)")
                            .arg(qualified(link.table), present.join(QStringLiteral(" AND ")), qualified(it.key()),
                                 joins.join(QStringLiteral(" AND "))),
                        {}, Error::Kind::Database, Text::tr("Checking %1").arg(m_location.uri()));
                !r)
                return r.error();
            if (query.next() && query.value(0).toLongLong() > 0)
                problems.value().append(Text::tr("%1 rows of %2 refer to a missing row of %3")
                                            .arg(query.value(0).toLongLong())
                                            .arg(link.table, it.key()));
        }
    }
    return problems;
}

QString PostgresStorage::integrityCheckDescription() const
{
    if (m_schemaFromCatalogue)
        return Text::tr("The server's checks of the evaluation, as this role can make them: its schema from the "
                        "server's catalogue against GateBench's for its version (tables, columns, types, collations, "
                        "NOT NULL, primary keys, indexes, row-level security and the policies by name), no row "
                        "referring to a missing row (the data pages are the server's to check: its checksums, "
                        "pg_amcheck)");
    return Text::tr("The server's checks of the evaluation: its schema against GateBench's for its version (tables, "
                    "columns, types, collations, constraints, indexes, triggers, functions, row-level security and "
                    "the policies, nothing else), every constraint validated, every index valid, every trigger "
                    "enabled, no row referring to a missing row (the data pages are the server's to check: its "
                    "checksums, pg_amcheck)");
}

// ---- statements --------------------------------------------------------------------------------

Error PostgresStorage::dbError(const QString& what, const QSqlError& error, Error::Kind kind,
                               const QString& message) const
{
    const QString code = error.nativeErrorCode();
    QString detail = code.startsWith(QLatin1String("23")) ? refusalText(error) : error.databaseText().trimmed();
    if (detail.isEmpty())
        detail = error.text();
    if (code.startsWith(QLatin1String("08")) || code == QLatin1String("57P01") || code == QLatin1String("57P02") ||
        code == QLatin1String("57P03") || !database().isOpen() || error.type() == QSqlError::ConnectionError ||
        (code.isEmpty() && (detail.contains(QLatin1String("server closed the connection")) ||
                            detail.contains(QLatin1String("no connection to the server")) ||
                            detail.contains(QLatin1String("could not send data")) ||
                            detail.contains(QLatin1String("connection to server")))))
        return Error{Error::Kind::Io, Text::tr("The connection to the server of %1 was lost (%2). What was not yet "
                                               "committed was not written; open the evaluation again when the server "
                                               "is back.")
                                          .arg(m_location.uri(), detail)};
    if (code == QLatin1String("55P03") || code == QLatin1String("40001") || code == QLatin1String("40P01"))
        return Error{Error::Kind::Busy,
                     Text::tr("%1 is being changed by another GateBench (or another program) and stayed locked for "
                              "%2 seconds; nothing was written. Try again when the other change has finished.")
                         .arg(m_location.uri())
                         .arg(kLockTimeoutMs / 1000)};
    if (code == QLatin1String("25006"))
        return Error{Error::Kind::Io,
                     Text::tr("%1 is open read-only here: nothing was written.").arg(m_location.uri())};
    if (code == QLatin1String("42501"))
        return Error{Error::Kind::NotPermitted,
                     Text::tr("The server refused %1 on %2: the role you log in as may not do it (an observer "
                              "changes nothing; only the chair opens, closes and reveals rounds, freezes the "
                              "decision and changes the committee). The server says: %3")
                         .arg(what, m_location.uri(), detail)};
    if (code == QLatin1String("53100"))
        return Error{Error::Kind::Io,
                     Text::tr("The server's disk is full: %1 was not written (%2).").arg(m_location.uri(), detail)};
    if (kind != Error::Kind::Database)
        return Error{kind, message.isEmpty() ? QStringLiteral("%1: %2").arg(what, detail) : message};
    return Error{Error::Kind::Database, Text::tr("%1 failed in %2: %3").arg(what, m_location.uri(), detail)};
}

QString PostgresStorage::refusalText(const QSqlError& error) const
{
    const QString text = error.databaseText().trimmed();
    const QString code = error.nativeErrorCode();
    // The names the server quotes in its message: the constraint's, or the column's and the table's.
    static const QRegularExpression quotedName(QStringLiteral("\"([^\"]+)\""));
    QStringList names;
    for (auto it = quotedName.globalMatch(text); it.hasNext();)
        names.append(it.next().captured(1));
    if (code == QLatin1String("23514") && !names.isEmpty())
        return QStringLiteral("CHECK constraint failed: ") + names.last();
    if (code == QLatin1String("23503"))
        return QStringLiteral("FOREIGN KEY constraint failed");
    if (code == QLatin1String("23502") && names.size() >= 2) // column "C" of relation "T"
        return QStringLiteral("NOT NULL constraint failed: %1.%2").arg(names.at(1), names.at(0));
    if (code == QLatin1String("23505") && !names.isEmpty()) {
        const QString constraint = names.last();
        if (constraint.endsWith(QLatin1String("_pkey"))) {
            const QString table = constraint.chopped(5);
            if (m_tables.contains(table)) {
                QStringList columns;
                for (const QString& column : m_tables.value(table).key)
                    columns.append(table + u'.' + column);
                return QStringLiteral("UNIQUE constraint failed: ") + columns.join(QStringLiteral(", "));
            }
        }
        return QStringLiteral("UNIQUE constraint failed: ") + constraint;
    }
    return text;
}

Result<void> PostgresStorage::exec(const QString& sql) const
{
    QSqlQuery query(database());
    if (!query.exec(sql))
        return dbError(sql.section(u'(', 0, 0).simplified(), query.lastError());
    return {};
}

Result<void> PostgresStorage::run(QSqlQuery& query, const QString& sql, const QVariantList& binds, Error::Kind kind,
                                  const QString& what) const
{
    if (binds.isEmpty()) {
        if (!query.exec(sql))
            return dbError(what, query.lastError(), kind);
        return {};
    }
    if (!query.prepare(sql))
        return dbError(what, query.lastError());
    for (const QVariant& value : binds)
        query.addBindValue(bindable(value));
    if (!query.exec())
        return dbError(what, query.lastError(), kind);
    return {};
}

QString PostgresStorage::inlined(const QString& sql, const QVariantList& binds) const
{
    const QSqlDriver* driver = database().driver();
    QString out;
    qsizetype next = 0;
    for (const QChar c : sql) {
        if (c == u'?' && next < binds.size()) {
            const QVariant value = bindable(binds.at(next++));
            QSqlField field(QString(), value.isValid() ? value.metaType() : QMetaType::fromType<QString>());
            field.setValue(value);
            out += driver->formatValue(field);
        } else {
            out += c;
        }
    }
    return out;
}

QString PostgresStorage::qualified(const QString& table) const
{
    return m_schema + u'.' + quoted(table);
}

QString PostgresStorage::columnList(const QString& table, const QString& prefix) const
{
    QStringList names;
    for (const QString& column : m_tables.value(table).columns)
        names.append(prefix + quoted(column));
    return names.join(QStringLiteral(", "));
}

QString PostgresStorage::orderTerms(const QStringList& columns, bool descending)
{
    // SQLite puts NULL first in an ascending order and last in a descending one.
    QStringList terms;
    for (const QString& column : columns)
        terms.append(quoted(column) +
                     (descending ? QStringLiteral(" DESC NULLS LAST") : QStringLiteral(" NULLS FIRST")));
    return terms.join(QStringLiteral(", "));
}

QString PostgresStorage::selectStatement(const QString& table, const QStringList& columns, const QStringList& terms,
                                         const QStringList& order) const
{
    QStringList list = columns;
    for (QString& column : list)
        column = quoted(column);
    QString sql =
        QStringLiteral("SELECT ") + list.join(QStringLiteral(", ")) + QStringLiteral(" FROM ") + qualified(table);
    if (!terms.isEmpty())
        sql += QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    if (!order.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + orderTerms(order);
    return sql;
}

Result<void> PostgresStorage::checkNames(const QString& table, const QStringList& names) const
{
    const auto it = m_tables.constFind(table);
    return sqlterms::checkNames(table, it == m_tables.cend() ? nullptr : &it->columns, names);
}

QString PostgresStorage::whereClause(const Filter& filter, QVariantList& binds) const
{
    return sqlterms::whereClause(filter, binds, [](const QVariant& v) { return v; });
}

QStringList PostgresStorage::conditionTerms(const QList<Condition>& where, QVariantList& binds)
{
    return sqlterms::conditionTerms(where, binds, [](const QVariant& v) { return v; });
}

std::optional<Error> PostgresStorage::nullIntoNotNull(const QString& table, const QStringList& columns,
                                                      const QVariantList& values) const
{
    const QSet<QString>& notNull = m_tables.value(table).notNull;
    for (int i = 0; i < columns.size() && i < values.size(); ++i) {
        if (isNullValue(values.at(i)) && notNull.contains(columns.at(i)) &&
            !(m_tables.value(table).integerKey && m_tables.value(table).key.first() == columns.at(i)))
            return Error{Error::Kind::Usage,
                         Text::tr("Cannot write %1.%2: the column needs a value and was given none (NULL). An empty "
                                  "text is written as an empty text, never as NULL.")
                             .arg(table, columns.at(i))};
    }
    return std::nullopt;
}

// ---- transactions ------------------------------------------------------------------------------

Result<void> PostgresStorage::transaction(const std::function<Result<void>()>& work)
{
    const bool writer = m_mode == Mode::ReadWrite && m_version >= schema::kWriteMarkVersion;
    const auto lock = [&]() -> Result<void> {
        // The write mark's row, held to the end: writers take turns as in SQLite (BEGIN IMMEDIATE).
        if (!writer || m_locked)
            return {};
        QSqlQuery query(database());
        if (auto r = run(query,
                         QStringLiteral("SELECT write_count FROM %1.write_mark WHERE id = 1 FOR UPDATE").arg(m_schema),
                         {}, Error::Kind::Database, Text::tr("Starting a change"));
            !r)
            return r;
        m_locked = true;
        return {};
    };
    if (m_depth > 0) {
        if (auto r = lock(); !r)
            return r;
        ++m_depth;
        Result<void> r = work();
        --m_depth;
        return r;
    }
    if (auto r = exec(m_mode == Mode::ReadOnly ? QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ")
                                               : QStringLiteral("BEGIN"));
        !r)
        return r;
    m_wroteInTransaction = false;
    m_copiedRows.clear();
    const auto reset = qScopeGuard([&] {
        m_locked = false;
        m_wroteInTransaction = false;
        m_copiedRows.clear();
    });
    if (auto r = lock(); !r) {
        (void)exec(QStringLiteral("ROLLBACK"));
        return r;
    }
    ++m_depth;
    Result<void> r = work();
    --m_depth;
    if (!r) {
        (void)exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
        return r;
    }
    // Fresh statistics for a table that took many rows by COPY, before anyone reads it: without them
    // the planner guesses (a job log's first read after an import took four times as long). A
    // refused ANALYZE (a member who does not own the table) changes nothing.
    for (auto it = m_copiedRows.cbegin(); it != m_copiedRows.cend(); ++it) {
        if (it.value() < kAnalyzeRows)
            continue;
        (void)exec(QStringLiteral("SAVEPOINT gatebench_analyze"));
        if (exec(QStringLiteral("ANALYZE ") + qualified(it.key())))
            (void)exec(QStringLiteral("RELEASE SAVEPOINT gatebench_analyze"));
        else
            (void)exec(QStringLiteral("ROLLBACK TO SAVEPOINT gatebench_analyze"));
    }
    const bool counted = writer && m_wroteInTransaction;
    if (counted) {
        // The other members' windows hear of it when it commits: the table and the change number, a
        // hint that never holds a value (ChangeWatch).
        if (auto c = exec(QStringLiteral("WITH mark AS (UPDATE %1.write_mark SET write_count = write_count + 1 WHERE "
                                         "id = 1 RETURNING write_count) SELECT pg_notify('%2', 'write_mark ' || "
                                         "write_count) FROM mark")
                              .arg(m_schema, notificationChannel(m_location)));
            !c) {
            (void)exec(QStringLiteral("ROLLBACK"));
            return c;
        }
    }
    if (auto c = exec(QStringLiteral("COMMIT")); !c) {
        (void)exec(QStringLiteral("ROLLBACK"));
        return c;
    }
    if (counted)
        ++m_ownWrites;
    return {};
}

Result<void> PostgresStorage::inReadTransaction(const std::function<Result<void>()>& read) const
{
    if (m_depth > 0)
        return read();
    // A transaction of its own (the cursor needs one); a write the reader makes meanwhile joins it.
    return const_cast<PostgresStorage*>(this)->transaction(read);
}

Result<void> PostgresStorage::trial(const std::function<Result<void>(Storage&)>& work) const
{
    if (!canTrial() || m_depth > 0)
        return Storage::trial(work);
    auto* self = const_cast<PostgresStorage*>(this);
    const Mode mode = m_mode;
    if (auto r = exec(QStringLiteral("BEGIN READ WRITE")); !r)
        return r;
    self->m_mode = Mode::ReadWrite;
    ++m_depth;
    const auto restore = qScopeGuard([&] {
        --m_depth;
        (void)exec(QStringLiteral("ROLLBACK")); // never committed
        self->m_mode = mode;
        m_locked = false;
        m_wroteInTransaction = false;
    });
    return work(*self);
}

Result<std::unique_ptr<Storage>> PostgresStorage::openReader() const
{
    std::unique_ptr<PostgresStorage> reader(new PostgresStorage);
    if (auto r = reader->connect(m_location, Mode::ReadOnly); !r)
        return r.error();
    reader->m_version = m_version;
    reader->m_tables = m_tables;
    reader->m_children = m_children;
    return std::unique_ptr<Storage>(std::move(reader));
}

Result<qint64> PostgresStorage::changeMark() const
{
    if (m_version < schema::kWriteMarkVersion)
        return qint64(0);
    QSqlQuery query(database());
    if (auto r = run(query, QStringLiteral("SELECT write_count FROM %1.write_mark WHERE id = 1").arg(m_schema), {},
                     Error::Kind::Database, Text::tr("Reading the data version"));
        !r)
        return r.error();
    if (!query.next())
        return dbError(Text::tr("Reading the data version"), query.lastError());
    return query.value(0).toLongLong() - m_ownWrites;
}

// ---- the catalogue -----------------------------------------------------------------------------

QStringList PostgresStorage::tables() const
{
    QStringList names = m_tables.keys();
    for (const QString& table : postgresRoles::serverTables())
        names.removeOne(table);
    names.sort();
    return names;
}

QStringList PostgresStorage::columns(const QString& table) const
{
    return m_tables.value(table).columns;
}

QStringList PostgresStorage::keyColumns(const QString& table) const
{
    return m_tables.value(table).key;
}

QList<ChildLink> PostgresStorage::children(const QString& table) const
{
    return m_children.value(table);
}

// ---- reads -------------------------------------------------------------------------------------

Result<void> PostgresStorage::stream(const QString& sql, const QVariantList& binds, int columns, qsizetype batchRows,
                                     const std::function<bool(const QList<QVariantList>&)>& visit,
                                     const QString& what) const
{
    return inReadTransaction([&]() -> Result<void> {
        const QString cursor = QStringLiteral("gatebench_cursor_%1").arg(++m_cursors);
        if (auto r = exec(QStringLiteral("DECLARE %1 NO SCROLL CURSOR FOR ").arg(cursor) + inlined(sql, binds)); !r)
            return r;
        const auto close = qScopeGuard([&] { (void)exec(QStringLiteral("CLOSE ") + cursor); });
        const int fetch = int(std::clamp<qsizetype>(batchRows, 1, kFetchRows));
        for (;;) {
            QList<QVariantList> rows;
            {
                QSqlQuery query(database());
                query.setForwardOnly(true);
                if (!query.exec(QStringLiteral("FETCH FORWARD %1 FROM %2").arg(fetch).arg(cursor)))
                    return dbError(what, query.lastError());
                while (query.next()) {
                    QVariantList values(columns);
                    for (int i = 0; i < columns; ++i)
                        values[i] = readValue(query, i);
                    rows.append(values);
                }
                if (query.lastError().isValid())
                    return dbError(what, query.lastError());
            }
            if (rows.isEmpty())
                return {};
            if (!visit(rows))
                return {};
            if (rows.size() < fetch)
                return {};
        }
    });
}

Result<QList<Row>> PostgresStorage::select(const QString& table, const Filter& filter, const QStringList& orderBy) const
{
    if (auto r = checkNames(table, filter.keys() + orderBy); !r)
        return r.error();
    const QStringList names = m_tables.value(table).columns;
    QVariantList binds;
    QString sql = QStringLiteral("SELECT ") + columnList(table) + QStringLiteral(" FROM ") + qualified(table) +
                  whereClause(filter, binds);
    const QStringList order = orderBy.isEmpty() ? m_tables.value(table).key : orderBy;
    if (!order.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + orderTerms(order);
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Reading %1").arg(table)); !r)
        return r.error();
    QList<Row> rows;
    while (query.next()) {
        Row row;
        for (int i = 0; i < names.size(); ++i)
            row.insert(names.at(i), readValue(query, i));
        rows.append(row);
    }
    if (query.lastError().isValid())
        return dbError(Text::tr("Reading %1").arg(table), query.lastError());
    return rows;
}

Result<void> PostgresStorage::scan(const QString& table, const QStringList& columns,
                                   const std::function<bool(const QVariantList&)>& visit) const
{
    if (auto r = checkNames(table, columns); !r)
        return r;
    return stream(
        selectStatement(table, columns, {}, m_tables.value(table).key), {}, int(columns.size()), kFetchRows,
        [&](const QList<QVariantList>& rows) {
            for (const QVariantList& row : rows) {
                if (!visit(row))
                    return false;
            }
            return true;
        },
        Text::tr("Reading %1").arg(table));
}

Result<qint64> PostgresStorage::count(const QString& table, const Filter& filter) const
{
    if (auto r = checkNames(table, filter.keys()); !r)
        return r.error();
    QVariantList binds;
    const QString sql = QStringLiteral("SELECT count(*) FROM ") + qualified(table) + whereClause(filter, binds);
    QSqlQuery query(database());
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Counting %1").arg(table)); !r)
        return r.error();
    if (!query.next())
        return dbError(Text::tr("Counting %1").arg(table), query.lastError());
    return query.value(0).toLongLong();
}

Result<void> PostgresStorage::page(const QString& table, const PageQuery& query,
                                   const std::function<bool(const QVariantList&)>& visit) const
{
    const TableInfo info = m_tables.value(table);
    if (info.key.size() != 1)
        return Error{Error::Kind::Usage, Text::tr("%1 cannot be read in pages").arg(table)};
    QStringList names = query.columns;
    for (const Condition& condition : query.where)
        names.append(condition.column);
    if (!query.orderBy.isEmpty())
        names.append(query.orderBy);
    if (auto r = checkNames(table, names); !r)
        return r;
    const QString keyColumn = info.key.first();
    const QString orderColumn = query.orderBy.isEmpty() ? keyColumn : query.orderBy;
    QStringList list = query.columns;
    for (QString& column : list)
        column = quoted(column);
    list << quoted(orderColumn) << quoted(keyColumn);
    QVariantList binds;
    QStringList terms = conditionTerms(query.where, binds);
    if (query.after.size() == 2) {
        terms.append(u'(' + quoted(orderColumn) + QStringLiteral(", ") + quoted(keyColumn) +
                     (query.descending ? QStringLiteral(") < (?, ?)") : QStringLiteral(") > (?, ?)")));
        binds << query.after.at(0) << query.after.at(1);
    }
    QString sql =
        QStringLiteral("SELECT ") + list.join(QStringLiteral(", ")) + QStringLiteral(" FROM ") + qualified(table);
    if (!terms.isEmpty())
        sql += QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY ") + orderTerms({orderColumn, keyColumn}, query.descending);
    sql += QStringLiteral(" LIMIT ? OFFSET ?");
    binds << qlonglong(std::max(0, query.limit)) << qlonglong(std::max<qint64>(0, query.skip));
    // A page is small: read whole, then visited (a visitor may run statements of its own).
    QList<QVariantList> rows;
    {
        QSqlQuery sqlQuery(database());
        sqlQuery.setForwardOnly(true);
        if (auto r = run(sqlQuery, sql, binds, Error::Kind::Database, Text::tr("Reading %1").arg(table)); !r)
            return r;
        while (sqlQuery.next()) {
            QVariantList values(list.size());
            for (int i = 0; i < list.size(); ++i)
                values[i] = readValue(sqlQuery, i);
            rows.append(values);
        }
        if (sqlQuery.lastError().isValid())
            return dbError(Text::tr("Reading %1").arg(table), sqlQuery.lastError());
    }
    for (const QVariantList& values : std::as_const(rows)) {
        if (!visit(values))
            return {};
    }
    return {};
}

Result<QVariantList> PostgresStorage::distinct(const QString& table, const QString& column,
                                               const QList<Condition>& where) const
{
    QStringList names{column};
    for (const Condition& condition : where)
        names.append(condition.column);
    if (auto r = checkNames(table, names); !r)
        return r.error();
    QVariantList binds;
    QStringList terms = conditionTerms(where, binds);
    terms.prepend(quoted(column) + QStringLiteral(" IS NOT NULL"));
    const QString sql = QStringLiteral("SELECT DISTINCT ") + quoted(column) + QStringLiteral(" FROM ") +
                        qualified(table) + QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND ")) +
                        QStringLiteral(" ORDER BY 1");
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Reading %1").arg(table)); !r)
        return r.error();
    QVariantList values;
    while (query.next())
        values.append(readValue(query, 0));
    if (query.lastError().isValid())
        return dbError(Text::tr("Reading %1").arg(table), query.lastError());
    return values;
}

Result<qint64> PostgresStorage::countWhere(const QString& table, const QList<Condition>& where) const
{
    QStringList names;
    for (const Condition& condition : where)
        names.append(condition.column);
    if (auto r = checkNames(table, names); !r)
        return r.error();
    QVariantList binds;
    const QStringList terms = conditionTerms(where, binds);
    QString sql = QStringLiteral("SELECT count(*) FROM ") + qualified(table);
    if (!terms.isEmpty())
        sql += QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    QSqlQuery query(database());
    if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Counting %1").arg(table)); !r)
        return r.error();
    if (!query.next())
        return dbError(Text::tr("Counting %1").arg(table), query.lastError());
    return query.value(0).toLongLong();
}

Result<void> PostgresStorage::scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                                        const std::function<bool(const CellBatch&)>& visit,
                                        const QList<Condition>& where) const
{
    QStringList names = columns;
    for (const Condition& condition : where)
        names.append(condition.column);
    if (auto r = checkNames(table, names); !r)
        return r;
    QVariantList binds;
    const QStringList terms = conditionTerms(where, binds);
    const int n = int(columns.size());
    const qsizetype limit = std::max<qsizetype>(1, batchRows);
    const QString what = Text::tr("Reading %1").arg(table);
    const QString sql = selectStatement(table, columns, terms, m_tables.value(table).key);
    // The cursor's rows go straight from libpq's text into the batch: no QVariant, and no text decoded
    // from UTF-8 into a QString only to be encoded again (a million-job log is tens of millions of cells).
    return inReadTransaction([&]() -> Result<void> {
        PGconn* connection = libpqConnection(database());
        if (!connection)
            return dbError(what, noLibpqConnection(database()));
        const QString cursor = QStringLiteral("gatebench_cursor_%1").arg(++m_cursors);
        if (auto r = exec(QStringLiteral("DECLARE %1 NO SCROLL CURSOR FOR ").arg(cursor) + inlined(sql, binds)); !r)
            return r;
        const auto close = qScopeGuard([&] { (void)exec(QStringLiteral("CLOSE ") + cursor); });
        const QByteArray fetch = QStringLiteral("FETCH FORWARD %1 FROM %2").arg(kFetchRows).arg(cursor).toUtf8();
        CellBatch batch(n);
        batch.reserve(limit);
        std::vector<CellKind> kinds;
        QByteArray bytes;
        for (;;) {
            PGresult* result = PQexec(connection, fetch.constData());
            const auto clear = qScopeGuard([&] { PQclear(result); });
            if (PQresultStatus(result) != PGRES_TUPLES_OK)
                return dbError(what, libpqError(result, connection));
            if (PQnfields(result) != n)
                return dbError(what, QSqlError(QStringLiteral("%1 columns read for %2").arg(PQnfields(result)).arg(n),
                                               {}, QSqlError::StatementError));
            if (kinds.empty())
                for (int c = 0; c < n; ++c)
                    kinds.push_back(cellKind(PQftype(result, c)));
            const int rows = PQntuples(result);
            for (int row = 0; row < rows; ++row) {
                for (int c = 0; c < n; ++c) {
                    if (PQgetisnull(result, row, c)) {
                        batch.addNull();
                        continue;
                    }
                    const char* text = PQgetvalue(result, row, c);
                    const int length = PQgetlength(result, row, c);
                    switch (kinds[size_t(c)]) {
                    case CellKind::Integer: {
                        qint64 value = 0;
                        std::from_chars(text, text + length, value);
                        batch.addInteger(value);
                        break;
                    }
                    case CellKind::Real:
                        batch.addReal(realOf(text, length));
                        break;
                    case CellKind::Bytes:
                        // The server's hex output, \x and two digits a byte.
                        bytes = QByteArray::fromHex(QByteArray::fromRawData(text + 2, std::max(0, length - 2)));
                        batch.addText(std::string_view(bytes.constData(), size_t(bytes.size())));
                        break;
                    case CellKind::Text:
                        batch.addText(std::string_view(text, size_t(length)));
                        break;
                    }
                }
                if (batch.rowCount() >= limit) {
                    if (!visit(batch))
                        return {};
                    batch.clear();
                }
            }
            if (rows < kFetchRows)
                break;
        }
        if (!batch.isEmpty())
            visit(batch);
        return {};
    });
}

// ---- writes ------------------------------------------------------------------------------------

Result<qint64> PostgresStorage::insert(const QString& table, const Row& row)
{
    const QStringList names = row.keys();
    if (auto r = checkNames(table, names); !r)
        return r.error();
    if (auto refused = nullIntoNotNull(table, names, row.values()))
        return *refused;
    return guarded<qint64>([&]() -> Result<qint64> {
        const TableInfo& info = m_tables[table];
        QString sql = insertStatement(qualified(table), names);
        if (info.integerKey)
            sql += QStringLiteral(" RETURNING ") + quoted(info.key.first());
        QSqlQuery query(database());
        if (auto r = run(query, sql, row.values(), Error::Kind::Conflict, Text::tr("Cannot add to %1").arg(table));
            !r) {
            if (r.error().kind == Error::Kind::Conflict)
                return Error{Error::Kind::Conflict,
                             Text::tr("Cannot add to %1: %2").arg(table, refusalText(query.lastError()))};
            return r.error();
        }
        if (info.integerKey && query.next())
            return readValue(query, 0).toLongLong();
        return qint64(0);
    });
}

Result<PostgresStorage::CopyPlan> PostgresStorage::copyPlan(const QString& table, const QStringList& columns) const
{
    const TableInfo& info = *m_tables.find(table);
    CopyPlan plan;
    plan.columns = columns;
    if (info.integerKey) {
        plan.key = int(columns.indexOf(info.key.first()));
        if (plan.key < 0) {
            plan.key = int(columns.size());
            plan.keyAdded = true;
            plan.columns.append(info.key.first());
        }
        // The rows go in numbered from the largest id of every row, not only of those this role sees:
        // under row-level security through the owner's function (postgresRoles), as the row-id trigger.
        QSqlQuery query(database());
        const QString sql =
            info.rowSecurity
                ? QStringLiteral("SELECT %1.last_row_id(?::regclass, ?)").arg(m_schema)
                : QStringLiteral("SELECT coalesce(max(%1), 0) FROM %2").arg(quoted(info.key.first()), qualified(table));
        const QVariantList binds = info.rowSecurity ? QVariantList{qualified(table), info.key.first()} : QVariantList{};
        if (auto r = run(query, sql, binds, Error::Kind::Database, Text::tr("Writing %1").arg(table)); !r)
            return r.error();
        if (query.next())
            plan.lastId = query.value(0).toLongLong();
    }
    plan.notNull.assign(size_t(plan.columns.size()), 0);
    plan.bytea.assign(size_t(plan.columns.size()), 0);
    for (int c = 0; c < plan.columns.size(); ++c) {
        const QString& column = plan.columns.at(c);
        plan.notNull[size_t(c)] = info.notNull.contains(column) && c != plan.key;
        plan.bytea[size_t(c)] = info.binary.contains(column);
    }
    return plan;
}

Result<qint64> PostgresStorage::copyInto(const QString& target, const QString& table, const QStringList& columns,
                                         const std::function<Result<bool>(QByteArray&)>& fill)
{
    const QString what = Text::tr("Writing %1").arg(table);
    PGconn* connection = libpqConnection(database());
    if (!connection)
        return dbError(what, noLibpqConnection(database()));
    const auto errorOf = libpqError;
    QStringList names;
    for (const QString& column : columns)
        names.append(quoted(column));
    const QByteArray sql =
        QStringLiteral("COPY %1 (%2) FROM STDIN").arg(target, names.join(QStringLiteral(", "))).toUtf8();
    PGresult* start = PQexec(connection, sql.constData());
    if (PQresultStatus(start) != PGRES_COPY_IN) {
        const QSqlError error = errorOf(start, connection);
        PQclear(start);
        return dbError(what, error);
    }
    PQclear(start);

    std::optional<Error> refused;
    QByteArray buffer;
    buffer.reserve(kCopyChunk + kCopyChunk / 4);
    for (bool more = true; more;) {
        buffer.clear();
        auto filled = fill(buffer);
        if (!filled) {
            refused = filled.error();
            break;
        }
        more = *filled;
        if (!buffer.isEmpty() && PQputCopyData(connection, buffer.constData(), int(buffer.size())) != 1)
            break; // the connection failed: its error comes with the result
    }
    // Ended with an error message when GateBench refused a row: the server then writes none of them.
    PQputCopyEnd(connection, refused ? "refused by GateBench" : nullptr);
    qint64 written = 0;
    std::optional<QSqlError> failed;
    qint64 failedLine = 0;
    while (PGresult* result = PQgetResult(connection)) {
        if (PQresultStatus(result) == PGRES_COMMAND_OK) {
            written = QByteArray(PQcmdTuples(result)).toLongLong();
        } else if (!failed) {
            failed = errorOf(result, connection);
            // "COPY table, line N[, column ...]": the row at fault.
            static const QRegularExpression line(QStringLiteral("COPY [^,]+, line (\\d+)"));
            const char* context = PQresultErrorField(result, PG_DIAG_CONTEXT);
            const auto match = line.match(QString::fromUtf8(context ? context : ""));
            if (match.hasMatch())
                failedLine = match.captured(1).toLongLong();
        }
        PQclear(result);
    }
    if (refused)
        return *refused;
    if (failed) {
        if (failedLine > 0)
            return dbError(table, *failed, Error::Kind::Conflict,
                           Text::tr("Cannot add row %1 to %2: %3").arg(failedLine).arg(table, refusalText(*failed)));
        return dbError(what, *failed);
    }
    return written;
}

Result<qint64> PostgresStorage::copyIn(const QString& table, const QStringList& columns,
                                       const std::function<Result<bool>(QByteArray&)>& fill)
{
    // The server takes no COPY into a table under row-level security: the rows go to a temporary table
    // of the same columns, then into the table by one INSERT, which the policies check row by row.
    const bool staged = m_tables.value(table).rowSecurity;
    const QString stage = QStringLiteral("gatebench_stage_%1").arg(table);
    if (staged) {
        if (auto r = exec(QStringLiteral("CREATE TEMPORARY TABLE %1 (LIKE %2 INCLUDING DEFAULTS) ON COMMIT DROP")
                              .arg(quoted(stage), qualified(table)));
            !r)
            return r.error();
    }
    auto copied = copyInto(staged ? quoted(stage) : qualified(table), table, columns, fill);
    if (!copied)
        return copied;
    qint64 written = *copied;
    if (staged) {
        QStringList names;
        for (const QString& column : columns)
            names.append(quoted(column));
        const QString list = names.join(QStringLiteral(", "));
        QSqlQuery query(database());
        if (auto r =
                run(query,
                    QStringLiteral("INSERT INTO %1 (%2) SELECT %2 FROM %3").arg(qualified(table), list, quoted(stage)),
                    {}, Error::Kind::Conflict, Text::tr("Writing %1").arg(table));
            !r)
            return r.error();
        written = query.numRowsAffected();
        if (auto r = exec(QStringLiteral("DROP TABLE %1").arg(quoted(stage))); !r)
            return r.error();
    }
    m_copiedRows[table] += written;
    return written;
}

Result<qint64> PostgresStorage::insertMany(const QString& table, const QStringList& columns,
                                           const std::function<bool(QVariantList&)>& next)
{
    if (auto r = checkNames(table, columns); !r)
        return r.error();
    const int n = int(columns.size());
    return guarded<qint64>([&]() -> Result<qint64> {
        auto planned = copyPlan(table, columns);
        if (!planned)
            return planned.error();
        CopyPlan& plan = planned.value();
        QVariantList values(n);
        return copyIn(table, plan.columns, [&](QByteArray& out) -> Result<bool> {
            while (out.size() < kCopyChunk) {
                if (!next(values))
                    return false;
                for (int c = 0; c < n; ++c) {
                    const QVariant& value = values.at(c);
                    if (c > 0)
                        out.append('\t');
                    if (c == plan.key) {
                        if (isNullValue(value)) {
                            out.append(QByteArray::number(plan.nextId()));
                            continue;
                        }
                        plan.given(value.toLongLong());
                    } else if (plan.notNull[size_t(c)] && isNullValue(value)) {
                        return *nullIntoNotNull(table, {columns.at(c)}, {QVariant()});
                    }
                    appendCopyValue(out, value, plan.bytea[size_t(c)]);
                }
                if (plan.keyAdded) {
                    out.append('\t');
                    out.append(QByteArray::number(plan.nextId()));
                }
                out.append('\n');
            }
            return true;
        });
    });
}

Result<qint64> PostgresStorage::insertCopied(const QString& table, const QStringList& columns,
                                             const std::function<bool(QVariantList&)>& next)
{
    // The audit entries from before the chain (NULL chain hash) pass the trigger that refuses any new
    // entry without one: it is off for this insert alone, inside the transaction.
    const bool chained = table == QLatin1String(schema::kAuditLogTable) && m_version >= schema::kChainVersion;
    if (!chained)
        return insertMany(table, columns, next);
    const QString trigger = quoted(QString::fromLatin1(schema::kChainedTrigger));
    return guarded<qint64>([&]() -> Result<qint64> {
        if (auto r = exec(QStringLiteral("ALTER TABLE %1 DISABLE TRIGGER %2").arg(qualified(table), trigger)); !r)
            return r.error();
        auto written = insertMany(table, columns, next);
        if (!written)
            return written;
        if (auto r = exec(QStringLiteral("ALTER TABLE %1 ENABLE TRIGGER %2").arg(qualified(table), trigger)); !r)
            return r.error();
        return written;
    });
}

Result<void> PostgresStorage::recountCopied()
{
    if (!m_tables.contains(postgresRoles::serverTables().constFirst()))
        return {};
    for (const QString& statement : postgresRoles::recountStatements(m_schema)) {
        if (auto r = exec(statement); !r)
            return r;
    }
    return {};
}

bool PostgresStorage::underRoles() const
{
    return m_tables.value(postgresRoles::markTable()).rowSecurity;
}

QString PostgresStorage::roleMember() const
{
    return underRoles() ? postgresRoles::memberOfRole(m_location.evaluation, m_location.user) : QString();
}

Result<qint64> PostgresStorage::insertCells(const QString& table, const QStringList& columns, const CellBatch& rows)
{
    if (auto r = checkNames(table, columns); !r)
        return r.error();
    if (rows.columnCount() != columns.size())
        return Error{Error::Kind::Usage, Text::tr("Cannot write %1: %2 values a row for %3 columns")
                                             .arg(table)
                                             .arg(rows.columnCount())
                                             .arg(columns.size())};
    if (rows.isEmpty())
        return qint64(0);
    const int n = rows.columnCount();
    const qsizetype count = rows.rowCount();
    return guarded<qint64>([&]() -> Result<qint64> {
        auto planned = copyPlan(table, columns);
        if (!planned)
            return planned.error();
        CopyPlan& plan = planned.value();
        qsizetype row = 0;
        return copyIn(table, plan.columns, [&](QByteArray& out) -> Result<bool> {
            for (; row < count && out.size() < kCopyChunk; ++row) {
                for (int c = 0; c < n; ++c) {
                    if (c > 0)
                        out.append('\t');
                    if (c == plan.key) {
                        if (rows.type(row, c) == CellBatch::Type::Null) {
                            out.append(QByteArray::number(plan.nextId()));
                            continue;
                        }
                        if (rows.type(row, c) == CellBatch::Type::Integer)
                            plan.given(rows.integer(row, c));
                    }
                    switch (rows.type(row, c)) {
                    case CellBatch::Type::Null:
                        if (plan.notNull[size_t(c)])
                            return *nullIntoNotNull(table, {columns.at(c)}, {QVariant()});
                        out.append("\\N");
                        break;
                    case CellBatch::Type::Integer:
                        out.append(QByteArray::number(qlonglong(rows.integer(row, c))));
                        break;
                    case CellBatch::Type::Real:
                        appendCopyReal(out, rows.real(row, c));
                        break;
                    case CellBatch::Type::Text: {
                        const std::string_view text = rows.text(row, c);
                        if (plan.bytea[size_t(c)])
                            appendCopyBytes(out, text.data(), qsizetype(text.size()));
                        else
                            appendCopyText(out, text.data(), qsizetype(text.size()));
                        break;
                    }
                    }
                }
                if (plan.keyAdded) {
                    out.append('\t');
                    out.append(QByteArray::number(plan.nextId()));
                }
                out.append('\n');
            }
            return row < count;
        });
    });
}

Result<bool> PostgresStorage::deferIndex(const QString& table, const QString&)
{
    if (auto r = checkNames(table, {}); !r)
        return r.error();
    return false;
}

Result<int> PostgresStorage::update(const QString& table, const Filter& key, const Row& changes)
{
    if (changes.isEmpty())
        return 0;
    if (auto r = checkNames(table, key.keys() + changes.keys()); !r)
        return r.error();
    if (auto refused = nullIntoNotNull(table, changes.keys(), changes.values()))
        return *refused;
    return guarded<int>([&]() -> Result<int> {
        QStringList sets;
        QVariantList binds;
        for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
            sets.append(quoted(it.key()) + QStringLiteral(" = ?"));
            binds.append(it.value());
        }
        const QString sql = QStringLiteral("UPDATE ") + qualified(table) + QStringLiteral(" SET ") +
                            sets.join(QStringLiteral(", ")) + whereClause(key, binds);
        QSqlQuery query(database());
        if (auto r = run(query, sql, binds, Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table)); !r)
            return r.error();
        return query.numRowsAffected();
    });
}

Result<int> PostgresStorage::remove(const QString& table, const Filter& filter)
{
    if (auto r = checkNames(table, filter.keys()); !r)
        return r.error();
    return guarded<int>([&]() -> Result<int> {
        QVariantList binds;
        const QString sql = QStringLiteral("DELETE FROM ") + qualified(table) + whereClause(filter, binds);
        QSqlQuery query(database());
        if (auto r = run(query, sql, binds, Error::Kind::Conflict, Text::tr("Cannot remove from %1").arg(table)); !r)
            return r.error();
        return query.numRowsAffected();
    });
}

Result<qint64> PostgresStorage::updateEach(const QString& table, const QString& column, const std::vector<qint64>& ids,
                                           const Filter& filter, const Row& changes)
{
    if (changes.isEmpty() || ids.empty())
        return qint64(0);
    if (auto r = checkNames(table, filter.keys() + changes.keys() + QStringList{column}); !r)
        return r.error();
    if (auto refused = nullIntoNotNull(table, changes.keys(), changes.values()))
        return *refused;
    qint64 changed = 0;
    for (size_t from = 0; from < ids.size(); from += size_t(kUpdateEachIds)) {
        const size_t to = std::min(ids.size(), from + size_t(kUpdateEachIds));
        // The ids as one array literal (digits and commas only), bound as one value.
        QByteArray array("{");
        array.reserve(qsizetype(to - from) * 12 + 2);
        for (size_t i = from; i < to; ++i) {
            if (i > from)
                array.append(',');
            array.append(QByteArray::number(ids[i]));
        }
        array.append('}');
        auto n = guarded<int>([&]() -> Result<int> {
            QStringList sets;
            QVariantList binds;
            for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
                sets.append(quoted(it.key()) + QStringLiteral(" = ?"));
                binds.append(it.value());
            }
            QString where = whereClause(filter, binds);
            where += (where.isEmpty() ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + quoted(column) +
                     QStringLiteral(" = ANY(?::bigint[])");
            binds.append(QString::fromLatin1(array));
            QSqlQuery query(database());
            if (auto r = run(query,
                             QStringLiteral("UPDATE ") + qualified(table) + QStringLiteral(" SET ") +
                                 sets.join(QStringLiteral(", ")) + where,
                             binds, Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table));
                !r)
                return r.error();
            return query.numRowsAffected();
        });
        if (!n)
            return n.error();
        changed += *n;
    }
    return changed;
}

/// The statements of many rows, each prepared once per table and column set and reused.
class PostgresBulkWriter final : public BulkWriter {
public:
    explicit PostgresBulkWriter(PostgresStorage& storage)
        : m_storage(storage)
    {}

    Result<void> insert(const QString& table, const Row& row) override
    {
        if (auto r = m_storage.checkNames(table, row.keys()); !r)
            return r;
        if (auto refused = m_storage.nullIntoNotNull(table, row.keys(), row.values()))
            return *refused;
        auto done = m_storage.guarded<int>([&]() -> Result<int> {
            auto statement = find(QStringLiteral("i"), table, row.keys(), {},
                                  [&] { return insertStatement(m_storage.qualified(table), row.keys()); });
            if (!statement)
                return statement.error();
            QSqlQuery& query = **statement;
            int i = 0;
            for (auto it = row.cbegin(); it != row.cend(); ++it)
                query.bindValue(i++, bindable(it.value()));
            if (!query.exec())
                return m_storage.dbError(
                    table, query.lastError(), Error::Kind::Conflict,
                    Text::tr("Cannot add to %1: %2").arg(table, m_storage.refusalText(query.lastError())));
            return 1;
        });
        if (!done)
            return done.error();
        return {};
    }

    Result<void> insertRows(const QString& table, const QStringList& columns, const QList<QVariantList>& rows) override
    {
        // One COPY for the rows (PostgresStorage::insertMany), where insert() costs three round trips a
        // row (its savepoint, the statement, the release). A COPY that fails writes none of its rows (its
        // own savepoint); they are then written one by one, so that the error is the one insert() gives
        // for the row at fault. A lost connection is said at once.
        if (rows.size() > 1) {
            qsizetype at = 0;
            auto copied = m_storage.insertMany(table, columns, [&](QVariantList& values) {
                if (at >= rows.size())
                    return false;
                const QVariantList& row = rows.at(at++);
                for (qsizetype c = 0; c < values.size(); ++c)
                    values[c] = row.value(c);
                return true;
            });
            if (copied)
                return {};
            if (copied.error().kind == Error::Kind::Io)
                return copied.error();
        }
        return BulkWriter::insertRows(table, columns, rows);
    }

    Result<int> update(const QString& table, const Filter& key, const Row& changes) override
    {
        if (changes.isEmpty())
            return 0;
        if (auto r = m_storage.checkNames(table, key.keys() + changes.keys()); !r)
            return r.error();
        if (auto refused = m_storage.nullIntoNotNull(table, changes.keys(), changes.values()))
            return *refused;
        return m_storage.guarded<int>([&]() -> Result<int> {
            // NULL in the key matches NULL: each key value is compared with IS NOT DISTINCT FROM.
            auto statement = find(QStringLiteral("u"), table, changes.keys(), key.keys(), [&] {
                QStringList sets;
                for (const QString& column : changes.keys())
                    sets.append(quoted(column) + QStringLiteral(" = ?"));
                QStringList where;
                for (const QString& column : key.keys())
                    where.append(quoted(column) + QStringLiteral(" IS NOT DISTINCT FROM ?"));
                return QStringLiteral("UPDATE %1 SET %2 WHERE %3")
                    .arg(m_storage.qualified(table), sets.join(QStringLiteral(", ")),
                         where.join(QStringLiteral(" AND ")));
            });
            if (!statement)
                return statement.error();
            QSqlQuery& query = **statement;
            int i = 0;
            for (auto it = changes.cbegin(); it != changes.cend(); ++it)
                query.bindValue(i++, bindable(it.value()));
            for (auto it = key.cbegin(); it != key.cend(); ++it)
                query.bindValue(i++, bindable(it.value()));
            if (!query.exec())
                return m_storage.dbError(
                    table, query.lastError(), Error::Kind::Conflict,
                    Text::tr("Cannot change %1: %2").arg(table, m_storage.refusalText(query.lastError())));
            return query.numRowsAffected();
        });
    }

    Result<std::optional<UpdateMiss>> updateRows(const QString& slot, const QString& table,
                                                 const QList<RowUpdate>& rows) override
    {
        // Row by row, keep() and update() cost four round trips a row (the keep, the update's
        // savepoint, the update, the release). The rows go instead by one COPY into a temporary table
        // (key, old values, new values) and are checked, kept and written by one statement each. Only
        // where every row has the same columns, its whole key and a new value for a NOT NULL column;
        // a lost connection is said at once, any other failure is left to the rows one by one, so that
        // the error is the one update() gives for the row at fault.
        if (rows.size() > 1 && setBased(table, rows)) {
            auto done = m_storage.guarded<std::optional<UpdateMiss>>([&] { return updateSet(slot, table, rows); });
            if (done || done.error().kind == Error::Kind::Io)
                return done;
        }
        return BulkWriter::updateRows(slot, table, rows);
    }

    Result<qint64> keep(const QString& slot, const QString& table, const Filter& key) override
    {
        // An import's update keeps each row first: the scratch table made once a writer (it lives in
        // the caller's transaction, as the writer does) and the statement prepared once per key, where
        // a CREATE ... IF NOT EXISTS, a PREPARE and a DEALLOCATE a row cost three more round trips.
        if (auto r = m_storage.checkNames(table, key.keys()); !r)
            return r.error();
        auto scratch = m_scratch.find(table);
        if (scratch == m_scratch.end()) {
            auto made = m_storage.stashTable(table);
            if (!made)
                return made.error();
            scratch = m_scratch.emplace(table, *made).first;
        }
        auto statement = find(QStringLiteral("k"), table, {}, key.keys(), [&] {
            QStringList where;
            for (const QString& column : key.keys())
                where.append(quoted(column) + QStringLiteral(" IS NOT DISTINCT FROM ?"));
            const QString columns = m_storage.columnList(table);
            return QStringLiteral("INSERT INTO pg_temp.%1 (stash_slot, %2) SELECT ?::text, %2 FROM %3 WHERE %4")
                .arg(scratch->second, columns, m_storage.qualified(table), where.join(QStringLiteral(" AND ")));
        });
        if (!statement)
            return statement.error();
        QSqlQuery& query = **statement;
        int i = 0;
        query.bindValue(i++, slot);
        for (auto it = key.cbegin(); it != key.cend(); ++it)
            query.bindValue(i++, bindable(it.value()));
        if (!query.exec())
            return m_storage.dbError(Text::tr("Keeping the rows of %1 for undo").arg(table), query.lastError());
        return query.numRowsAffected();
    }

private:
    /// Whether updateSet() may write `rows`: the same key (the table's whole primary key, no NULL in
    /// it, not among the changed columns), old-value and new-value columns in every row, known names,
    /// and no NULL for a NOT NULL column.
    bool setBased(const QString& table, const QList<RowUpdate>& rows) const
    {
        const RowUpdate& first = rows.first();
        const QStringList key = first.key.keys();
        const QStringList before = first.before.keys();
        const QStringList after = first.after.keys();
        QStringList primary = m_storage.m_tables.value(table).key;
        primary.sort(); // a Filter's keys are sorted
        if (after.isEmpty() || key != primary)
            return false;
        if (!m_storage.checkNames(table, key + before + after))
            return false;
        for (const QString& column : after) {
            if (key.contains(column))
                return false;
        }
        for (const RowUpdate& row : rows) {
            if (row.key.keys() != key || row.before.keys() != before || row.after.keys() != after)
                return false;
            for (const QVariant& value : row.key) {
                if (isNullValue(value))
                    return false;
            }
            if (m_storage.nullIntoNotNull(table, after, row.after.values()))
                return false;
        }
        return true;
    }

    /// updateRows() in a few statements (inside a savepoint): the rows into a temporary table by COPY,
    /// the first row gone or changed found by one query, then every row kept by one INSERT ... SELECT
    /// and written by one UPDATE ... FROM.
    Result<std::optional<UpdateMiss>> updateSet(const QString& slot, const QString& table, const QList<RowUpdate>& rows)
    {
        const auto info = m_storage.m_tables.value(table);
        const RowUpdate& first = rows.first();
        const QStringList key = first.key.keys();
        const QStringList before = first.before.keys();
        const QStringList after = first.after.keys();
        const QString what = Text::tr("Writing %1").arg(table);
        // The stage's columns: the row's place, then k0.. (key), b0.. (old values), a0.. (new values),
        // each of its column's type (CREATE TABLE AS of the table's own columns).
        QStringList stageColumns{QStringLiteral("ord")};
        QStringList definitions{QStringLiteral("0::bigint AS ord")};
        std::vector<char> bytea{0};
        const auto addColumns = [&](const QString& prefix, const QStringList& columns) {
            for (qsizetype c = 0; c < columns.size(); ++c) {
                const QString name = prefix + QString::number(c);
                stageColumns.append(name);
                definitions.append(QStringLiteral("t.%1 AS %2").arg(quoted(columns.at(c)), name));
                bytea.push_back(info.binary.contains(columns.at(c)) ? 1 : 0);
            }
        };
        addColumns(QStringLiteral("k"), key);
        addColumns(QStringLiteral("b"), before);
        addColumns(QStringLiteral("a"), after);
        const QString stage = QStringLiteral("pg_temp.%1").arg(quoted(QStringLiteral("gatebench_update_") + table));
        if (auto r =
                m_storage.exec(QStringLiteral("CREATE TEMPORARY TABLE %1 AS SELECT %2 FROM %3 AS t WITH NO DATA")
                                   .arg(stage, definitions.join(QStringLiteral(", ")), m_storage.qualified(table)));
            !r)
            return r.error();
        qsizetype at = 0;
        auto copied = m_storage.copyInto(stage, table, stageColumns, [&](QByteArray& out) -> Result<bool> {
            for (; at < rows.size() && out.size() < kCopyChunk; ++at) {
                const RowUpdate& row = rows.at(at);
                out.append(QByteArray::number(at));
                size_t c = 1;
                for (const Row* values : {&row.key, &row.before, &row.after}) {
                    for (const QVariant& value : *values) {
                        out.append('\t');
                        appendCopyValue(out, value, bytea[c++]);
                    }
                }
                out.append('\n');
            }
            return at < rows.size();
        });
        if (!copied)
            return copied.error();

        QStringList match;
        for (qsizetype c = 0; c < key.size(); ++c)
            match.append(QStringLiteral("t.%1 = s.k%2").arg(quoted(key.at(c))).arg(c));
        const QString joined = match.join(QStringLiteral(" AND "));
        QStringList holds;
        for (qsizetype c = 0; c < before.size(); ++c)
            holds.append(QStringLiteral("t.%1 IS NOT DISTINCT FROM s.b%2").arg(quoted(before.at(c))).arg(c));
        // The first row (in the order given) that no row of the table matches, or whose row holds other
        // values than those expected: gone when nothing matched (a key column is never NULL).
        const QString unchanged = holds.isEmpty() ? QStringLiteral("true") : holds.join(QStringLiteral(" AND "));
        QSqlQuery check(m_storage.database());
        if (auto r = m_storage.run(check,
                                   QStringLiteral("SELECT s.ord, t.%1 IS NULL FROM %2 AS s LEFT JOIN %3 AS t ON %4 "
                                                  "WHERE t.%1 IS NULL OR NOT (%5) ORDER BY s.ord LIMIT 1")
                                       .arg(quoted(key.first()), stage, m_storage.qualified(table), joined, unchanged),
                                   {}, Error::Kind::Database, what);
            !r)
            return r.error();
        if (check.next()) {
            const UpdateMiss miss{qsizetype(check.value(0).toLongLong()),
                                  check.value(1).toBool() ? UpdateMiss::Why::Gone : UpdateMiss::Why::Changed};
            check.finish();
            // What the rows one by one would have written before that row, and kept: the caller's
            // transaction undoes it all the same, so only the miss is said.
            if (auto r = m_storage.exec(QStringLiteral("DROP TABLE %1").arg(stage)); !r)
                return r.error();
            return std::optional<UpdateMiss>(miss);
        }
        check.finish();

        auto scratch = m_storage.stashTable(table);
        if (!scratch)
            return scratch.error();
        QSqlQuery keep(m_storage.database());
        if (auto r = m_storage.run(
                keep,
                QStringLiteral(
                    "INSERT INTO pg_temp.%1 (stash_slot, %2) SELECT ?::text, %3 FROM %4 AS t JOIN %5 AS s ON "
                    "%6")
                    .arg(*scratch, m_storage.columnList(table), m_storage.columnList(table, QStringLiteral("t.")),
                         m_storage.qualified(table), stage, joined),
                {slot}, Error::Kind::Database, Text::tr("Keeping the rows of %1 for undo").arg(table));
            !r)
            return r.error();
        QStringList sets;
        for (qsizetype c = 0; c < after.size(); ++c)
            sets.append(QStringLiteral("%1 = s.a%2").arg(quoted(after.at(c))).arg(c));
        QSqlQuery write(m_storage.database());
        if (auto r = m_storage.run(
                write,
                QStringLiteral("UPDATE %1 AS t SET %2 FROM %3 AS s WHERE %4 AND %5")
                    .arg(m_storage.qualified(table), sets.join(QStringLiteral(", ")), stage, joined, unchanged),
                {}, Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table));
            !r)
            return r.error();
        // Every row was checked under the write mark, which no other writer holds meanwhile.
        if (keep.numRowsAffected() != rows.size() || write.numRowsAffected() != rows.size())
            return Error{Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table)};
        if (auto r = m_storage.exec(QStringLiteral("DROP TABLE %1").arg(stage)); !r)
            return r.error();
        return std::optional<UpdateMiss>();
    }

    Result<QSqlQuery*> find(const QString& kind, const QString& table, const QStringList& columns,
                            const QStringList& key, const std::function<QString()>& sql)
    {
        const QString id = kind + u'|' + table + u'|' + columns.join(u',') + u'|' + key.join(u',');
        if (auto it = m_statements.find(id); it != m_statements.end())
            return it->second.get();
        auto query = std::make_unique<QSqlQuery>(m_storage.database());
        if (!query->prepare(sql()))
            return m_storage.dbError(Text::tr("Writing %1").arg(table), query->lastError());
        return m_statements.emplace(id, std::move(query)).first->second.get();
    }

    PostgresStorage& m_storage;
    std::map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    std::map<QString, QString> m_scratch; ///< the scratch table of each table kept from, by table
};

std::unique_ptr<BulkWriter> PostgresStorage::bulkWriter()
{
    return std::make_unique<PostgresBulkWriter>(*this);
}

// ---- the scratch area (stash) --------------------------------------------------------------------

Result<QString> PostgresStorage::stashTable(const QString& table)
{
    if (auto r = checkNames(table, {}); !r)
        return r.error();
    // A temporary table of this connection with the table's columns and types (no constraints, so kept
    // rows never clash); it goes with the connection, as the undo stack does.
    const QString name = quoted(QStringLiteral("stash_") + table);
    if (auto r = exec(QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS %1 AS SELECT ''::text AS stash_slot, %2 FROM %3 "
                                     "WITH NO DATA")
                          .arg(name, columnList(table), qualified(table)));
        !r)
        return r.error();
    return name;
}

Result<qint64> PostgresStorage::stash(const QString& slot, const QString& table, const Filter& filter, bool remove)
{
    if (auto r = checkNames(table, filter.keys()); !r)
        return r.error();
    const auto work = [&]() -> Result<qint64> {
        auto scratch = stashTable(table);
        if (!scratch)
            return scratch.error();
        QVariantList binds{slot};
        const QString where = whereClause(filter, binds);
        QSqlQuery query(database());
        if (auto r = run(query,
                         QStringLiteral("INSERT INTO pg_temp.%1 (stash_slot, %2) SELECT ?::text, %2 FROM %3")
                                 .arg(*scratch, columnList(table), qualified(table)) +
                             where,
                         binds, Error::Kind::Database, Text::tr("Keeping the rows of %1 for undo").arg(table));
            !r)
            return r.error();
        const qint64 kept = query.numRowsAffected();
        if (remove) {
            binds.removeFirst();
            QSqlQuery removal(database());
            if (auto r = run(removal, QStringLiteral("DELETE FROM ") + qualified(table) + where, binds,
                             Error::Kind::Conflict, Text::tr("Cannot remove from %1").arg(table));
                !r)
                return r.error();
        }
        return kept;
    };
    if (!remove && m_depth > 0) {
        // Only the scratch area changes: undone alone should it fail, and not counted as a change.
        const bool wrote = m_wroteInTransaction;
        auto kept = guarded<qint64>(work);
        m_wroteInTransaction = wrote;
        return kept;
    }
    return guarded<qint64>(work);
}

Result<qint64> PostgresStorage::unstash(const QString& slot, const QString& table)
{
    if (auto r = checkNames(table, {}); !r)
        return r.error();
    return guarded<qint64>([&]() -> Result<qint64> {
        auto scratch = stashTable(table);
        if (!scratch)
            return scratch.error();
        QSqlQuery query(database());
        if (auto r = run(query,
                         QStringLiteral("INSERT INTO %1 (%2) SELECT %2 FROM pg_temp.%3 WHERE stash_slot = ?")
                             .arg(qualified(table), columnList(table), *scratch),
                         {slot}, Error::Kind::Conflict, Text::tr("Cannot add to %1").arg(table));
            !r)
            return r.error();
        const qint64 restored = query.numRowsAffected();
        QSqlQuery clear(database());
        if (auto r = run(clear, QStringLiteral("DELETE FROM pg_temp.%1 WHERE stash_slot = ?").arg(*scratch), {slot},
                         Error::Kind::Database, Text::tr("Keeping the rows of %1 for undo").arg(table));
            !r)
            return r.error();
        return restored;
    });
}

Result<qint64> PostgresStorage::swapStash(const QString& slot, const QString& other, const QString& table)
{
    const QStringList key = m_tables.value(table).key;
    if (key.isEmpty())
        return Error{Error::Kind::Usage, Text::tr("Unknown table %1").arg(table)};
    return guarded<qint64>([&]() -> Result<qint64> {
        auto scratch = stashTable(table);
        if (!scratch)
            return scratch.error();
        QStringList match;
        for (const QString& column : key)
            match.append(QStringLiteral("t.%1 = s.%1").arg(quoted(column)));
        QStringList sets;
        for (const QString& column : m_tables.value(table).columns) {
            if (!key.contains(column))
                sets.append(QStringLiteral("%1 = s.%1").arg(quoted(column)));
        }
        const QString what = Text::tr("Keeping the rows of %1 for undo").arg(table);
        QSqlQuery count(database());
        if (auto r = run(count, QStringLiteral("SELECT count(*) FROM pg_temp.%1 WHERE stash_slot = ?").arg(*scratch),
                         {slot}, Error::Kind::Database, what);
            !r)
            return r.error();
        const qint64 expected = count.next() ? count.value(0).toLongLong() : 0;
        count.finish();
        QSqlQuery keep(database());
        if (auto r = run(keep,
                         QStringLiteral("INSERT INTO pg_temp.%1 (stash_slot, %2) SELECT ?::text, %3 FROM %4 AS t JOIN "
                                        "pg_temp.%1 AS s ON s.stash_slot = ? AND %5")
                             .arg(*scratch, columnList(table), columnList(table, QStringLiteral("t.")),
                                  qualified(table), match.join(QStringLiteral(" AND "))),
                         {other, slot}, Error::Kind::Database, what);
            !r)
            return r.error();
        if (keep.numRowsAffected() != expected)
            return Error{Error::Kind::Conflict,
                         Text::tr("Some rows of %1 that the import changed no longer exist").arg(table)};
        if (!sets.isEmpty()) {
            QSqlQuery write(database());
            if (auto r =
                    run(write,
                        QStringLiteral("UPDATE %1 AS t SET %2 FROM (SELECT * FROM pg_temp.%3 WHERE stash_slot = ?) "
                                       "AS s WHERE %4")
                            .arg(qualified(table), sets.join(QStringLiteral(", ")), *scratch,
                                 match.join(QStringLiteral(" AND "))),
                        {slot}, Error::Kind::Conflict, Text::tr("Cannot change %1").arg(table));
                !r)
                return r.error();
        }
        QSqlQuery clear(database());
        if (auto r = run(clear, QStringLiteral("DELETE FROM pg_temp.%1 WHERE stash_slot = ?").arg(*scratch), {slot},
                         Error::Kind::Database, what);
            !r)
            return r.error();
        return expected;
    });
}

Result<void> PostgresStorage::dropStash(const QString& prefix)
{
    QSqlQuery list(database());
    if (!list.exec(QStringLiteral("SELECT relname FROM pg_catalog.pg_class WHERE relnamespace = pg_my_temp_schema() "
                                  "AND relkind = 'r' AND relname LIKE 'stash\\_%'")))
        return dbError(Text::tr("Reading the schema"), list.lastError());
    QStringList names;
    while (list.next())
        names.append(list.value(0).toString());
    list.finish();
    for (const QString& name : std::as_const(names)) {
        QSqlQuery clear(database());
        if (auto r =
                run(clear,
                    QStringLiteral("DELETE FROM pg_temp.%1 WHERE starts_with(stash_slot, ?::text)").arg(quoted(name)),
                    {prefix}, Error::Kind::Database, Text::tr("Reading the schema"));
            !r)
            return r;
    }
    return {};
}

// ---- copies --------------------------------------------------------------------------------------

Result<void> PostgresStorage::copyTo(const QString& path) const
{
    if (QFile::exists(path))
        return Error{Error::Kind::Usage, Text::tr("%1 already exists").arg(path)};
    auto copy = storageFactory::create(path);
    if (!copy)
        return copy.error();
    auto copied = storageTransfer::copyRows(*this, *copy.value());
    copy.value().reset();
    if (!copied) {
        (void)storageFactory::discard(path);
        return copied.error();
    }
    return {};
}

} // namespace gatebench
