#pragma once
// Reading an .xlsx back for the TCO workbook tests (tests that include this link QuaZip), and the
// hand-built two-candidate TCO both tst_tco_xlsx and tst_tco_xlsx_recalc export.
#include "tco/TcoFigures.h"

#include <QBuffer>
#include <QHash>
#include <QList>
#include <QString>
#include <QXmlStreamReader>

#include <quazip.h>
#include <quazipfile.h>

namespace gatebench::testing {

/// One cell as the file stores it: a string (shared or inline), a number, or a formula with its
/// cached value.
struct XlsxCell {
    QString ref;     ///< "A1"
    QString text;    ///< a string cell's text
    QString value;   ///< a number's or a formula's cached value, as written in <v>
    QString formula; ///< without the leading "="; empty: not a formula
    bool isString = false;
};

struct XlsxSheet {
    QString name;
    QString path; ///< inside the archive
    QList<XlsxCell> cells;
    bool frozenHeader = false; ///< a frozen pane with ySplit="1"
    const XlsxCell* cell(const QString& ref) const
    {
        for (const XlsxCell& c : cells) {
            if (c.ref == ref)
                return &c;
        }
        return nullptr;
    }
};

struct XlsxBook {
    QList<XlsxSheet> sheets; ///< in the workbook's order
    QString error;           ///< empty when the file was read
    const XlsxSheet* sheet(const QString& name) const
    {
        for (const XlsxSheet& s : sheets) {
            if (s.name == name)
                return &s;
        }
        return nullptr;
    }
    /// The cell a reference such as 'Name'!$A$1 points at.
    const XlsxCell* resolve(const QString& reference) const
    {
        const qsizetype bang = reference.lastIndexOf(u'!');
        if (bang < 0)
            return nullptr;
        QString name = reference.left(bang);
        if (name.startsWith(u'\'') && name.endsWith(u'\''))
            name = name.mid(1, name.size() - 2).replace(QStringLiteral("''"), QStringLiteral("'"));
        const XlsxSheet* s = sheet(name);
        return s ? s->cell(reference.mid(bang + 1).remove(u'$')) : nullptr;
    }
};

/// The members of a ZIP archive in their order (name, bytes); `error` says why it could not be read.
inline QList<std::pair<QString, QByteArray>> unzipInOrder(const QByteArray& bytes, QString& error)
{
    QList<std::pair<QString, QByteArray>> files;
    QBuffer buffer;
    buffer.setData(bytes);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip)) {
        error = QStringLiteral("not a ZIP archive");
        return files;
    }
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            error = QStringLiteral("cannot read ") + zip.getCurrentFileName();
            return files;
        }
        files.append({zip.getCurrentFileName(), file.readAll()});
    }
    return files;
}

inline QHash<QString, QByteArray> unzipAll(const QByteArray& bytes, QString& error)
{
    QHash<QString, QByteArray> files;
    for (const auto& [name, data] : unzipInOrder(bytes, error))
        files.insert(name, data);
    return files;
}

/// The 0-based column of a cell reference ("AB12" -> 27) and its 1-based row.
inline std::pair<int, int> cellPosition(const QString& ref)
{
    int column = 0;
    qsizetype i = 0;
    for (; i < ref.size() && ref.at(i).isLetter(); ++i)
        column = column * 26 + (ref.at(i).unicode() - u'A' + 1);
    return {column - 1, ref.mid(i).toInt()};
}

/// Reads the workbook's sheets (xl/workbook.xml and its relationships), shared strings and cells.
inline XlsxBook readXlsx(const QByteArray& bytes)
{
    XlsxBook book;
    const QHash<QString, QByteArray> files = unzipAll(bytes, book.error);
    if (!book.error.isEmpty())
        return book;
    QHash<QString, QString> targets; // relationship id -> path
    QXmlStreamReader rels(files.value(QStringLiteral("xl/_rels/workbook.xml.rels")));
    while (!rels.atEnd()) {
        rels.readNext();
        if (rels.isStartElement() && rels.name() == QLatin1String("Relationship"))
            targets.insert(rels.attributes().value(QLatin1String("Id")).toString(),
                           QStringLiteral("xl/") + rels.attributes().value(QLatin1String("Target")).toString());
    }
    QXmlStreamReader workbook(files.value(QStringLiteral("xl/workbook.xml")));
    while (!workbook.atEnd()) {
        workbook.readNext();
        if (workbook.isStartElement() && workbook.name() == QLatin1String("sheet")) {
            XlsxSheet s;
            s.name = workbook.attributes().value(QLatin1String("name")).toString();
            for (const QXmlStreamAttribute& a : workbook.attributes()) {
                if (a.name() == QLatin1String("id"))
                    s.path = targets.value(a.value().toString());
            }
            book.sheets.append(s);
        }
    }
    QStringList shared;
    QXmlStreamReader strings(files.value(QStringLiteral("xl/sharedStrings.xml")));
    QString current;
    bool inSi = false;
    while (!strings.atEnd()) {
        strings.readNext();
        if (strings.isStartElement() && strings.name() == QLatin1String("si")) {
            inSi = true;
            current.clear();
        } else if (strings.isStartElement() && strings.name() == QLatin1String("t") && inSi) {
            current += strings.readElementText();
        } else if (strings.isEndElement() && strings.name() == QLatin1String("si")) {
            shared.append(current);
            inSi = false;
        }
    }
    for (XlsxSheet& s : book.sheets) {
        if (!files.contains(s.path)) {
            book.error = QStringLiteral("no ") + s.path;
            return book;
        }
        QXmlStreamReader xml(files.value(s.path));
        XlsxCell cell;
        QString type;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                if (xml.name() == QLatin1String("pane"))
                    s.frozenHeader = xml.attributes().value(QLatin1String("ySplit")) == QLatin1String("1") &&
                                     xml.attributes().value(QLatin1String("state")) == QLatin1String("frozen");
                else if (xml.name() == QLatin1String("c")) {
                    cell = {};
                    cell.ref = xml.attributes().value(QLatin1String("r")).toString();
                    type = xml.attributes().value(QLatin1String("t")).toString();
                } else if (xml.name() == QLatin1String("f")) {
                    cell.formula = xml.readElementText();
                } else if (xml.name() == QLatin1String("v")) {
                    cell.value = xml.readElementText();
                } else if (xml.name() == QLatin1String("t")) { // inline string
                    cell.text += xml.readElementText();
                }
            } else if (xml.isEndElement() && xml.name() == QLatin1String("c")) {
                if (type == QLatin1String("s")) {
                    cell.isString = true;
                    cell.text = shared.value(cell.value.toInt());
                    cell.value.clear();
                } else if (type == QLatin1String("inlineStr") || type == QLatin1String("str")) {
                    cell.isString = cell.formula.isEmpty();
                }
                s.cells.append(cell);
            }
        }
        if (xml.hasError()) {
            book.error = s.path + QStringLiteral(": ") + xml.errorString();
            return book;
        }
    }
    return book;
}

/// Every cell of the book, one a line: "Sheet!A1 = 'text'", "Sheet!D2 = 12" or
/// "Sheet!R2 = =ROUND(...) | 1234.5" (a formula and its cached value).
inline QByteArray cellListing(const XlsxBook& book)
{
    QString out;
    for (const XlsxSheet& s : book.sheets) {
        out += QStringLiteral("# %1 (%2)%3\n")
                   .arg(s.name, s.path, s.frozenHeader ? QStringLiteral(", header frozen") : QString());
        for (const XlsxCell& c : s.cells) {
            out += s.name + u'!' + c.ref + QStringLiteral(" = ");
            if (c.isString)
                out += u'\'' + c.text + u'\'';
            else if (!c.formula.isEmpty())
                out += u'=' + c.formula + QStringLiteral(" | ") + c.value;
            else
                out += c.value;
            out += u'\n';
        }
    }
    return out.toUtf8();
}

/// The hand-built case (worked out in tst_tco_xlsx.cpp, handBuilt): "alpha" (Eligible) with a
/// normal and a peak scenario, an hourly compute line with growth, a one-off USD line without tax,
/// a staff line and a peak-only line with its own multiplier; "beta" (Blocked) without scenarios,
/// with a one-off line in years 2 and 3 and a line whose exact amount is 1.005 (rounded half-up:
/// 1.01). CNY, totals with tax at 6 %.
inline tco::TcoFigures handBuiltFigures()
{
    const auto d = [](const char* text) { return *Decimal::parse(QString::fromLatin1(text)); };
    tco::TcoFigures f;
    f.language = QStringLiteral("en");
    f.asOf = QDate(2026, 11, 30);
    f.title = QStringLiteral("Hand-built case");
    tco::TcoInput& in = f.input;
    in.basis.currency = QStringLiteral("CNY");
    in.basis.taxIncluded = true;
    in.basis.taxRate = d("0.06");
    in.fxRates = {{QStringLiteral("USD"), d("7.1234")}};
    TcoScenario normal{QStringLiteral("alpha-normal"), QStringLiteral("alpha"), QStringLiteral("normal"), d("1"), {}};
    TcoScenario peak{
        QStringLiteral("alpha-peak"), QStringLiteral("alpha"), QStringLiteral("peak"), d("1.5"), {7, 8, 12}};
    in.scenarios = {normal, peak};
    const auto line = [&](qint64 id, const char* candidate, const char* category, TcoLineKind kind) {
        TcoLine l;
        l.id = id;
        l.candidateId = QLatin1String(candidate);
        l.category = QLatin1String(category);
        l.kind = kind;
        l.taxIncluded = true;
        l.description = {QStringLiteral("行 %1").arg(id), QStringLiteral("Line %1").arg(id)};
        return l;
    };
    TcoLine l1 = line(1, "alpha", "compute", TcoLineKind::Recurring);
    l1.quantity = d("8");
    l1.unit = QStringLiteral("GPU");
    l1.unitPrice = d("12.50");
    l1.hourly = true;
    l1.growth = d("0.05");
    l1.source = TcoSource::ListPrice;
    TcoLine l2 = line(2, "alpha", "implementation", TcoLineKind::OneOff);
    l2.unitPrice = d("1000.00");
    l2.currency = QStringLiteral("USD");
    l2.taxIncluded = false;
    l2.periodsPerYear = 1;
    l2.source = TcoSource::Quote;
    l2.sourceNote = QStringLiteral("Q-2026-17");
    TcoLine l3 = line(3, "alpha", "ops_staff", TcoLineKind::Staff);
    l3.fte = d("0.5");
    l3.loadedAnnualCost = d("300000.00");
    l3.growth = d("0.03");
    l3.periodsPerYear = 1;
    TcoLine l4 = line(4, "alpha", "storage", TcoLineKind::Recurring);
    l4.scenarioId = QStringLiteral("alpha-peak");
    l4.quantity = d("3");
    l4.unit = QStringLiteral("TB");
    l4.unitPrice = d("33.335");
    l4.periodsPerYear = 1;
    l4.multipliers.insert(QStringLiteral("alpha-peak"), d("2"));
    TcoLine l5 = line(5, "beta", "compute", TcoLineKind::Recurring);
    l5.quantity = d("2");
    l5.unitPrice = d("5000.00");
    TcoLine l6 = line(6, "beta", "exit_reserve", TcoLineKind::OneOff);
    l6.unitPrice = d("30000.00");
    l6.years = {2, 3};
    l6.periodsPerYear = 1;
    TcoLine l7 = line(7, "beta", "support", TcoLineKind::Recurring);
    l7.quantity = d("3");
    l7.unitPrice = d("0.335");
    l7.periodsPerYear = 1;
    in.lines = {l1, l2, l3, l4, l5, l6, l7};
    in.eligible = {QStringLiteral("alpha")};
    f.result = *tco::analyse(in);
    f.candidates = {{QStringLiteral("alpha"), QStringLiteral("Alpha: [cloud]"), true, CandidateStatus::Eligible, 80.0},
                    {QStringLiteral("beta"), QStringLiteral("Beta's platform"), true, CandidateStatus::Blocked, 60.0}};
    return f;
}

} // namespace gatebench::testing
