// `gatebench baseline --json`: the documented shape (README), its keys in the documented order
// (QJsonObject would sort them), so the writer here keeps an ordered tree.
#include "baseline/BaselineMetrics.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <cmath>
#include <memory>
#include <variant>

namespace gatebench::baseline {

namespace {

const QString kKey = QStringLiteral("key");                      // not storage: a key of gatebench baseline --json
const QString kTitle = QStringLiteral("title");                  // not storage: a key of gatebench baseline --json
const QString kValue = QStringLiteral("value");                  // not storage: a key of gatebench baseline --json
const QString kSource = QStringLiteral("source");                // not storage: a key of gatebench baseline --json
const QString kOwner = QStringLiteral("owner");                  // not storage: a key of gatebench baseline --json
const QString kCandidateId = QStringLiteral("candidate_id");     // not storage: a key of gatebench baseline --json
const QString kGrouping = QStringLiteral("grouping");            // not storage: a key of gatebench baseline --json
const QString kBaselineValue = QStringLiteral("baseline_value"); // not storage: a key of gatebench baseline --json
const QString kCurrent = QStringLiteral("current");              // not storage: a key of gatebench baseline --json

struct Value;
using Object = QList<std::pair<QString, Value>>;
using Array = QList<Value>;

/// A JSON value whose objects keep their keys in insertion order.
struct Value {
    std::variant<std::nullptr_t, bool, qint64, double, QString, std::shared_ptr<Array>, std::shared_ptr<Object>> v;
    Value()
        : v(nullptr)
    {}
    Value(bool b)
        : v(b)
    {}
    Value(qint64 n)
        : v(n)
    {}
    Value(double x)
        : v(x)
    {}
    Value(const QString& s)
        : v(s)
    {}
    Value(const Array& a)
        : v(std::make_shared<Array>(a))
    {}
    Value(const Object& o)
        : v(std::make_shared<Object>(o))
    {}
};

Value real(std::optional<double> x)
{
    if (!x || !std::isfinite(*x))
        return {};
    double rounded = std::round(*x * 10000.0) / 10000.0;
    if (rounded == 0.0)
        rounded = 0.0; // no "-0"
    return rounded;
}

QByteArray quoted(const QString& s)
{
    // QJsonDocument's string escaping, for exactly JSON's rules.
    const QByteArray array = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray number(double x)
{
    if (x == std::floor(x) && std::fabs(x) < 1e15)
        return QByteArray::number(qint64(x));
    QByteArray text = QByteArray::number(x, 'f', 4);
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text.chop(1);
    return text;
}

void write(QByteArray& out, const Value& value, int indent)
{
    const QByteArray pad(indent * 4, ' ');
    const QByteArray inner((indent + 1) * 4, ' ');
    if (std::holds_alternative<std::nullptr_t>(value.v)) {
        out += "null";
    } else if (const bool* b = std::get_if<bool>(&value.v)) {
        out += *b ? "true" : "false";
    } else if (const qint64* n = std::get_if<qint64>(&value.v)) {
        out += QByteArray::number(*n);
    } else if (const double* x = std::get_if<double>(&value.v)) {
        out += number(*x);
    } else if (const QString* s = std::get_if<QString>(&value.v)) {
        out += quoted(*s);
    } else if (const auto* a = std::get_if<std::shared_ptr<Array>>(&value.v)) {
        if ((*a)->isEmpty()) {
            out += "[]";
            return;
        }
        out += "[\n";
        for (qsizetype i = 0; i < (*a)->size(); ++i) {
            out += inner;
            write(out, (*a)->at(i), indent + 1);
            out += i + 1 < (*a)->size() ? ",\n" : "\n";
        }
        out += pad + ']';
    } else if (const auto* o = std::get_if<std::shared_ptr<Object>>(&value.v)) {
        if ((*o)->isEmpty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        for (qsizetype i = 0; i < (*o)->size(); ++i) {
            out += inner + quoted((*o)->at(i).first) + ": ";
            write(out, (*o)->at(i).second, indent + 1);
            out += i + 1 < (*o)->size() ? ",\n" : "\n";
        }
        out += pad + '}';
    }
}

// JSON keys of `gatebench baseline --json`, not storage.
Value utilization(const Utilization& u)
{
    return Object{{QStringLiteral("capacity_gpus"), real(u.capacityGpus)},
                  {QStringLiteral("inferred"), u.inferred},
                  {QStringLiteral("allocated"), real(u.allocated)},
                  {QStringLiteral("active"), real(u.active)},
                  {QStringLiteral("effective"), real(u.effective)},
                  {QStringLiteral("idle_gpu_hours"), real(u.idleGpuHours)}};
}

Value group(const GroupMetrics& g)
{
    return Object{{kKey, g.key},
                  {QStringLiteral("jobs"), qint64(g.jobs)},
                  {QStringLiteral("started"), qint64(g.started)},
                  {QStringLiteral("queue_wait_s"), Object{{QStringLiteral("p50"), real(g.queueWait.p50)},
                                                          {QStringLiteral("p90"), real(g.queueWait.p90)}}},
                  {QStringLiteral("success_rate"), real(g.successRate)},
                  {QStringLiteral("utilization"), utilization(g.utilization)}};
}

Value groups(const QList<GroupMetrics>& list)
{
    Array array;
    for (const GroupMetrics& g : list)
        array.append(group(g));
    return array;
}

} // namespace

QByteArray toJson(const BaselineMetrics& m, const BaselineInputs& inputs, const QString& language)
{
    const bool english = language == QLatin1String("en");
    const auto in = [english](const Bilingual& text) { return english ? text.en : text.zh; };
    const auto iso = [&](qint64 t) { return QDateTime::fromSecsSinceEpoch(t, inputs.zone).toString(Qt::ISODate); };
    Object reasons;
    for (const auto& [reason, count] : m.total.outcomes.failureReasons)
        reasons.append({reason, qint64(count)});
    Array losses;
    for (const Loss& loss : m.topLosses) {
        losses.append(Object{{kTitle, in(loss.title)},
                             {kValue, real(loss.value)},
                             {QStringLiteral("unit"), loss.unit},
                             {kSource, in(loss.source)},
                             {kOwner, loss.owner ? Value(*loss.owner) : Value()}});
    }
    Array targets;
    for (const TargetRow& row : m.targets) {
        Array poc;
        for (const TargetRow::PocValue& p : row.poc) {
            poc.append(
                Object{{kCandidateId, p.candidateId}, {kValue, real(p.value)}, {QStringLiteral("reaches"), p.reaches}});
        }
        targets.append(Object{{QStringLiteral("metric"), row.target.metric},
                              {kGrouping, row.target.grouping},
                              {QStringLiteral("group"), row.target.groupKey},
                              {kBaselineValue, real(row.target.baselineValue)},
                              {kCurrent, real(row.current)},
                              {QStringLiteral("target"), real(row.target.targetValue)},
                              {kOwner, row.target.owner.isEmpty() ? Value() : Value(row.target.owner)},
                              {QStringLiteral("poc"), poc}});
    }
    Array days;
    for (const DayMetrics& day : m.perDay) {
        days.append(Object{{QStringLiteral("day"), day.day.toString(Qt::ISODate)},
                           {QStringLiteral("weekend"), day.day.dayOfWeek() >= 6},
                           {QStringLiteral("utilization"), utilization(day.utilization)}});
    }
    Array warnings;
    for (const CoverageWarning& warning : m.warnings)
        warnings.append(warningText(warning, inputs.zone));
    const bool hasWindow = m.window.endUtc > m.window.startUtc;
    const Object document{
        {QStringLiteral("jobs"), qint64(m.total.jobs)},
        {QStringLiteral("started"), qint64(m.total.started)},
        {QStringLiteral("window"),
         Object{{QStringLiteral("start"), hasWindow ? Value(iso(m.window.startUtc)) : Value()},
                {QStringLiteral("end"), hasWindow ? Value(iso(m.window.endUtc)) : Value()},
                {QStringLiteral("days"), real(m.window.days())}}},
        {QStringLiteral("queue_wait_s"), Object{{QStringLiteral("p50"), real(m.total.queueWait.p50)},
                                                {QStringLiteral("p90"), real(m.total.queueWait.p90)},
                                                {QStringLiteral("mean"), real(m.total.queueWait.mean)}}},
        {QStringLiteral("success_rate"), real(m.total.successRate)},
        {QStringLiteral("outcomes"), Object{{QStringLiteral("completed"), qint64(m.total.outcomes.completed)},
                                            {QStringLiteral("cancelled"), qint64(m.total.outcomes.cancelled)},
                                            {QStringLiteral("failed"), qint64(m.total.outcomes.failed)},
                                            {QStringLiteral("not_ended"), qint64(m.total.outcomes.notEnded)},
                                            {QStringLiteral("failure_reasons"), reasons}}},
        {QStringLiteral("never_started"), qint64(m.total.neverStarted)},
        {QStringLiteral("utilization"), utilization(m.total.utilization)},
        {QStringLiteral("by_team"), groups(m.byTeam)},
        {QStringLiteral("by_task_type"), groups(m.byTaskType)},
        {QStringLiteral("by_gpu_type"), groups(m.byGpuType)},
        {QStringLiteral("by_time_slot"), groups(m.byTimeSlot)},
        {QStringLiteral("per_day"), days},
        {QStringLiteral("top_losses"), losses},
        {QStringLiteral("targets"), targets},
        {QStringLiteral("warnings"), warnings}};
    QByteArray out;
    write(out, document, 0);
    out += '\n';
    return out;
}

} // namespace gatebench::baseline
