//! German validation messages: a translation of every key of [`super::en`], yewform's own
//! (not Vueform's `locales/de`; docs/differences.md, "Editor and texts").
//!
//! The `locale-de` feature (on by default). Without it this module is not compiled and a
//! `de` locale reads the English messages.

/// `vueform.defaultMessage`.
pub const DEFAULT_MESSAGE: &str = "Ungültiges Feld";

/// `validation.required`, the one text of a build without the `rules` feature.
const REQUIRED: (&str, &str) = ("required", ":attribute muss ausgefüllt werden.");

/// Every `validation.*` text: with the `rules` feature (on by default) the text of every
/// built-in rule, without it only `required`'s (the only rule with a message such a build
/// has; an app's own rule whose `message_key` names another built-in key gets the default
/// message there, unless `messages` or its `default_message` give one).
#[cfg(not(feature = "rules"))]
pub const VALIDATION: &[(&str, &str)] = &[REQUIRED];

/// Every `validation.*` text: with the `rules` feature (on by default) the text of every
/// built-in rule, without it only `required`'s.
#[cfg(feature = "rules")]
pub const VALIDATION: &[(&str, &str)] = &[
    ("accepted", ":attribute muss akzeptiert werden."),
    ("active_url", ":attribute ist keine gültige URL."),
    ("after", ":attribute muss ein Datum nach :date sein."),
    (
        "after_or_equal",
        ":attribute muss ein Datum nach oder gleich :date sein.",
    ),
    ("alpha", ":attribute darf nur Buchstaben enthalten."),
    (
        "alpha_dash",
        ":attribute darf nur Buchstaben, Zahlen, Binde- und Unterstriche enthalten.",
    ),
    (
        "alpha_num",
        ":attribute darf nur Buchstaben und Zahlen enthalten.",
    ),
    ("array", ":attribute muss eine Liste sein."),
    ("before", ":attribute muss ein Datum vor :date sein."),
    (
        "before_or_equal",
        ":attribute muss ein Datum vor oder gleich :date sein.",
    ),
    (
        "between.numeric",
        ":attribute muss zwischen :min und :max liegen.",
    ),
    (
        "between.file",
        ":attribute muss zwischen :min und :max Kilobytes groß sein.",
    ),
    (
        "between.string",
        ":attribute muss zwischen :min und :max Zeichen lang sein.",
    ),
    (
        "between.array",
        ":attribute muss zwischen :min und :max Elemente haben.",
    ),
    ("boolean", ":attribute muss wahr oder falsch sein."),
    (
        "confirmed",
        ":attribute stimmt nicht mit der Bestätigung überein.",
    ),
    ("date", ":attribute ist kein gültiges Datum."),
    (
        "date_equals",
        ":attribute muss ein Datum gleich :date sein.",
    ),
    (
        "date_format",
        ":attribute entspricht nicht dem Format :format.",
    ),
    (
        "different",
        ":attribute und :other müssen sich unterscheiden.",
    ),
    ("digits", ":attribute muss :digits Stellen haben."),
    (
        "digits_between",
        ":attribute muss zwischen :min und :max Stellen haben.",
    ),
    ("dimensions", ":attribute hat ungültige Bildabmessungen."),
    ("distinct", ":attribute enthält einen doppelten Wert."),
    ("email", ":attribute muss eine gültige E-Mail-Adresse sein."),
    ("exists", "Der gewählte Wert für :attribute ist ungültig."),
    ("file", ":attribute muss eine Datei sein."),
    ("filled", ":attribute muss einen Wert haben."),
    ("gt.numeric", ":attribute muss größer als :value sein."),
    (
        "gt.file",
        ":attribute muss größer als :value Kilobytes sein.",
    ),
    (
        "gt.string",
        ":attribute muss länger als :value Zeichen sein.",
    ),
    (
        "gt.array",
        ":attribute muss mehr als :value Elemente haben.",
    ),
    (
        "gte.numeric",
        ":attribute muss größer oder gleich :value sein.",
    ),
    (
        "gte.file",
        ":attribute muss größer oder gleich :value Kilobytes sein.",
    ),
    (
        "gte.string",
        ":attribute muss mindestens :value Zeichen lang sein.",
    ),
    (
        "gte.array",
        ":attribute muss mindestens :value Elemente haben.",
    ),
    ("image", ":attribute muss ein Bild sein."),
    ("in", "Der gewählte Wert für :attribute ist ungültig."),
    (
        "in_array",
        "Der gewählte Wert für :attribute kommt in :other nicht vor.",
    ),
    ("integer", ":attribute muss eine ganze Zahl sein."),
    ("ip", ":attribute muss eine gültige IP-Adresse sein."),
    ("ipv4", ":attribute muss eine gültige IPv4-Adresse sein."),
    ("ipv6", ":attribute muss eine gültige IPv6-Adresse sein."),
    ("json", ":attribute muss ein gültiger JSON-Text sein."),
    ("lt.numeric", ":attribute muss kleiner als :value sein."),
    (
        "lt.file",
        ":attribute muss kleiner als :value Kilobytes sein.",
    ),
    (
        "lt.string",
        ":attribute muss kürzer als :value Zeichen sein.",
    ),
    (
        "lt.array",
        ":attribute muss weniger als :value Elemente haben.",
    ),
    (
        "lte.numeric",
        ":attribute muss kleiner oder gleich :value sein.",
    ),
    (
        "lte.file",
        ":attribute muss kleiner oder gleich :value Kilobytes sein.",
    ),
    (
        "lte.string",
        ":attribute darf höchstens :value Zeichen lang sein.",
    ),
    (
        "lte.array",
        ":attribute darf höchstens :value Elemente haben.",
    ),
    ("max.numeric", ":attribute darf höchstens :max sein."),
    (
        "max.file",
        ":attribute darf höchstens :max Kilobytes groß sein.",
    ),
    (
        "max.string",
        ":attribute darf höchstens :max Zeichen lang sein.",
    ),
    (
        "max.array",
        ":attribute darf höchstens :max Elemente haben.",
    ),
    ("mimes", ":attribute muss eine Datei des Typs :values sein."),
    (
        "mimetypes",
        ":attribute muss eine Datei des Typs :values sein.",
    ),
    ("min.numeric", ":attribute muss mindestens :min sein."),
    (
        "min.file",
        ":attribute muss mindestens :min Kilobytes groß sein.",
    ),
    (
        "min.string",
        ":attribute muss mindestens :min Zeichen lang sein.",
    ),
    (
        "min.array",
        ":attribute muss mindestens :min Elemente haben.",
    ),
    ("not_in", "Der gewählte Wert für :attribute ist ungültig."),
    ("not_regex", ":attribute hat ein ungültiges Format."),
    ("numeric", ":attribute muss eine Zahl sein."),
    ("present", ":attribute muss vorhanden sein."),
    ("regex", ":attribute hat ein ungültiges Format."),
    ("remote", ":attribute ist ungültig."),
    REQUIRED,
    (
        "required_if",
        ":attribute muss ausgefüllt werden, wenn :other den Wert :value hat.",
    ),
    (
        "required_unless",
        ":attribute muss ausgefüllt werden, außer :other hat einen der Werte :values.",
    ),
    (
        "required_with",
        ":attribute muss ausgefüllt werden, wenn :values angegeben ist.",
    ),
    (
        "required_with_all",
        ":attribute muss ausgefüllt werden, wenn :values angegeben sind.",
    ),
    (
        "required_without",
        ":attribute muss ausgefüllt werden, wenn :values nicht angegeben ist.",
    ),
    (
        "required_without_all",
        ":attribute muss ausgefüllt werden, wenn keines der Felder :values angegeben ist.",
    ),
    ("same", ":attribute und :other müssen übereinstimmen."),
    ("size.numeric", ":attribute muss gleich :size sein."),
    ("size.file", ":attribute muss :size Kilobytes groß sein."),
    (
        "size.string",
        ":attribute muss genau :size Zeichen lang sein.",
    ),
    (
        "size.array",
        ":attribute muss genau :size Elemente enthalten.",
    ),
    ("string", ":attribute muss ein Text sein."),
    ("timezone", ":attribute muss eine gültige Zeitzone sein."),
    ("unique", ":attribute ist bereits vergeben."),
    (
        "unchecked",
        ":attribute konnte nicht geprüft werden (der Server hat nicht geantwortet). Bitte erneut versuchen.",
    ),
    ("uploaded", ":attribute konnte nicht hochgeladen werden."),
    ("url", ":attribute muss eine gültige URL sein."),
    ("uuid", ":attribute muss eine gültige UUID sein."),
];
