//! The built-in locale tables, `en` and `de` (`de` with the `locale-de` feature, on by
//! default; without it a `de` locale reads the English strings).
//!
//! Keys follow the reference's `vueform.*` keys without the `vueform.` prefix
//! (`multiselect.noOptions`, `editor.acceptedMimesError`, `defaultMessage`), plus the keys
//! yewform adds: editor tool labels (`editor.tools.<tool>`, the tool names of the spec's
//! `hideTools` list) and the tool bar's name (`editor.toolbar`), accessibility texts of the
//! select (`select.*`), the language switcher label (`languages.label`), the info trigger's
//! name after the label's text (`info.more`), the hidden word that
//! names a required checkbox group required (`checkboxgroup.required`) and what a failed
//! submit announces (`form.invalidOne`, `form.invalidMany`; `form.changedWhileChecked` when
//! none is invalid but the form changed during every round of checks), and with the `list` feature the
//! list's texts: the add button (`elements.list.add`, the reference's key), the remove and
//! move buttons' accessible names (`list.remove`, `list.moveUp`, `list.moveDown`; the
//! reference's remove control has none) and the live-region announcements (`list.added`,
//! `list.removed`, `list.moved`; `list.addedOne` and `list.removedOne` when one item is left).
//!
//! Difference from the reference: its English `editor.acceptedExtensionsError` reads
//! "Accepted extenions are: :extensions"; yewform spells "extensions" correctly.

/// English strings.
pub static EN: &[(&str, &str)] = &[
    ("multiselect.noOptions", "The list is empty"),
    ("multiselect.noResults", "No options found"),
    ("defaultMessage", "Invalid field"),
    ("editor.acceptedMimesError", "Accepted mimes are: :mimes"),
    (
        "editor.acceptedExtensionsError",
        "Accepted extensions are: :extensions",
    ),
    ("editor.tools.bold", "Bold"),
    ("editor.tools.italic", "Italic"),
    ("editor.tools.strike", "Strikethrough"),
    ("editor.tools.link", "Link"),
    ("editor.tools.heading", "Heading"),
    ("editor.tools.quote", "Quote"),
    ("editor.tools.code", "Code"),
    ("editor.tools.bullet-list", "Bullet list"),
    ("editor.tools.number-list", "Numbered list"),
    ("editor.tools.decrease-nesting", "Decrease level"),
    ("editor.tools.increase-nesting", "Increase level"),
    ("editor.tools.attach", "Attach files"),
    ("editor.tools.undo", "Undo"),
    ("editor.tools.redo", "Redo"),
    ("editor.attachFiles", "Attach files"),
    ("editor.uploading", "Uploading…"),
    ("editor.remove", "Remove"),
    ("editor.url", "URL"),
    ("editor.urlPlaceholder", "Enter a URL…"),
    ("editor.toolbar", "Formatting"),
    ("select.clear", "Clear :label"),
    ("select.results", ":count results available"),
    ("select.resultsOne", "1 result available"),
    ("select.noResultsAnnounce", "No results available"),
    ("select.loading", "Loading…"),
    ("languages.label", "Language"),
    ("info.more", "More information"),
    ("checkboxgroup.required", "required"),
    ("form.invalidOne", "1 field needs correcting."),
    ("form.invalidMany", ":count fields need correcting."),
    (
        "form.changedWhileChecked",
        "The form changed while it was checked. Submit it again.",
    ),
    #[cfg(feature = "list")]
    ("elements.list.add", "+ Add"),
    #[cfg(feature = "list")]
    ("list.remove", "Remove :name"),
    #[cfg(feature = "list")]
    ("list.moveUp", "Move :name up"),
    #[cfg(feature = "list")]
    ("list.moveDown", "Move :name down"),
    #[cfg(feature = "list")]
    ("list.added", ":name added, :count items"),
    #[cfg(feature = "list")]
    ("list.addedOne", ":name added, 1 item"),
    #[cfg(feature = "list")]
    ("list.removed", ":name removed, :count items"),
    #[cfg(feature = "list")]
    ("list.removedOne", ":name removed, 1 item"),
    #[cfg(feature = "list")]
    ("list.moved", ":name moved to position :to"),
];

/// German strings (feature `locale-de`).
#[cfg(feature = "locale-de")]
pub static DE: &[(&str, &str)] = &[
    ("multiselect.noOptions", "Die Liste ist leer"),
    ("multiselect.noResults", "Keine Optionen gefunden"),
    ("defaultMessage", "Ungültiges Feld"),
    (
        "editor.acceptedMimesError",
        "Erlaubte MIME-Typen sind: :mimes",
    ),
    (
        "editor.acceptedExtensionsError",
        "Erlaubte Dateiendungen sind: :extensions",
    ),
    ("editor.tools.bold", "Fett"),
    ("editor.tools.italic", "Kursiv"),
    ("editor.tools.strike", "Durchgestrichen"),
    ("editor.tools.link", "Link"),
    ("editor.tools.heading", "Überschrift"),
    ("editor.tools.quote", "Zitat"),
    ("editor.tools.code", "Code"),
    ("editor.tools.bullet-list", "Aufzählung"),
    ("editor.tools.number-list", "Nummerierte Liste"),
    ("editor.tools.decrease-nesting", "Einzug verkleinern"),
    ("editor.tools.increase-nesting", "Einzug vergrößern"),
    ("editor.tools.attach", "Dateien anhängen"),
    ("editor.tools.undo", "Rückgängig"),
    ("editor.tools.redo", "Wiederholen"),
    ("editor.attachFiles", "Dateien anhängen"),
    ("editor.uploading", "Wird hochgeladen…"),
    ("editor.remove", "Entfernen"),
    ("editor.url", "URL"),
    ("editor.urlPlaceholder", "URL eingeben…"),
    ("editor.toolbar", "Werkzeuge"),
    ("select.clear", ":label leeren"),
    ("select.results", ":count Ergebnisse verfügbar"),
    ("select.resultsOne", "1 Ergebnis verfügbar"),
    ("select.noResultsAnnounce", "Keine Ergebnisse verfügbar"),
    ("select.loading", "Wird geladen…"),
    ("languages.label", "Sprache"),
    ("info.more", "Weitere Informationen"),
    ("checkboxgroup.required", "Pflichtfeld"),
    ("form.invalidOne", "1 Feld muss korrigiert werden."),
    (
        "form.invalidMany",
        ":count Felder müssen korrigiert werden.",
    ),
    (
        "form.changedWhileChecked",
        "Das Formular hat sich während der Prüfung geändert. Bitte erneut absenden.",
    ),
    #[cfg(feature = "list")]
    ("elements.list.add", "+ Hinzufügen"),
    #[cfg(feature = "list")]
    ("list.remove", ":name entfernen"),
    #[cfg(feature = "list")]
    ("list.moveUp", ":name nach oben"),
    #[cfg(feature = "list")]
    ("list.moveDown", ":name nach unten"),
    #[cfg(feature = "list")]
    ("list.added", ":name hinzugefügt, :count Einträge"),
    #[cfg(feature = "list")]
    ("list.addedOne", ":name hinzugefügt, 1 Eintrag"),
    #[cfg(feature = "list")]
    ("list.removed", ":name entfernt, :count Einträge"),
    #[cfg(feature = "list")]
    ("list.removedOne", ":name entfernt, 1 Eintrag"),
    #[cfg(feature = "list")]
    ("list.moved", ":name an Position :to verschoben"),
];

/// English strings of the multi-value selects (`multiselect` / `tags` features): the
/// collapsed label (`:options` is the count) and what the live region says when an option is
/// added or removed (`:label`, `:count` chosen).
#[cfg(feature = "multi")]
pub static MULTI_EN: &[(&str, &str)] = &[
    ("multiselect.multipleLabelOne", "1 option selected"),
    ("multiselect.multipleLabelMore", ":options options selected"),
    ("multiselect.added", ":label added, :count selected"),
    ("multiselect.removed", ":label removed, :count selected"),
    ("multiselect.remove", "Remove :label"),
];

/// German strings of the multi-value selects (features `multi` and `locale-de`).
#[cfg(all(feature = "multi", feature = "locale-de"))]
pub static MULTI_DE: &[(&str, &str)] = &[
    ("multiselect.multipleLabelOne", "1 Option ausgewählt"),
    (
        "multiselect.multipleLabelMore",
        ":options Optionen ausgewählt",
    ),
    ("multiselect.added", ":label hinzugefügt, :count ausgewählt"),
    ("multiselect.removed", ":label entfernt, :count ausgewählt"),
    ("multiselect.remove", ":label entfernen"),
];

/// The multi-value selects' tables, by locale code (read after [`LOCALES`]).
#[cfg(feature = "multi")]
pub static MULTI_LOCALES: &[(&str, &[(&str, &str)])] = &[
    ("en", MULTI_EN),
    #[cfg(feature = "locale-de")]
    ("de", MULTI_DE),
];

/// Every built-in locale with its table, in the order [`crate::locale::available_locales`]
/// lists them.
pub static LOCALES: &[(&str, &[(&str, &str)])] = &[
    ("en", EN),
    #[cfg(feature = "locale-de")]
    ("de", DE),
];

#[cfg(all(test, feature = "locale-de"))]
mod tests {
    use super::{DE, EN};

    #[test]
    fn every_key_exists_in_both_tables_once() {
        assert_eq!(EN.len(), DE.len());
        for (key, _) in EN {
            assert_eq!(
                EN.iter().filter(|(k, _)| k == key).count(),
                1,
                "{key} twice in en"
            );
            assert_eq!(
                DE.iter().filter(|(k, _)| k == key).count(),
                1,
                "{key} missing or twice in de"
            );
        }
    }

    #[cfg(feature = "multi")]
    #[test]
    fn every_multi_key_exists_in_both_tables_with_its_placeholders() {
        use super::{MULTI_DE, MULTI_EN};
        assert_eq!(MULTI_EN.len(), MULTI_DE.len());
        for (key, en) in MULTI_EN {
            let de = MULTI_DE.iter().find(|(k, _)| k == key).map(|(_, v)| *v);
            let de = de.unwrap_or_else(|| panic!("{key} missing in de"));
            for word in en.split([' ', ',']).filter(|w| w.starts_with(':')) {
                assert!(de.contains(word), "{key}: de lacks {word}");
            }
        }
    }

    #[test]
    fn placeholders_are_kept_in_translations() {
        for (key, en) in EN {
            let de = DE
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| *v)
                .unwrap_or("");
            for word in en.split(' ').filter(|w| w.starts_with(':')) {
                assert!(de.contains(word), "{key}: de lacks {word}");
            }
        }
    }
}
