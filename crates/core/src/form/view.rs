//! [`FormView`]: the form as conditions ([`ConditionContext`]) and rules
//! ([`ValidationContext`]) see it, plus generic names.

use std::collections::HashMap;

use super::element_info::ElementInfo;
use super::from_schema::resolve_conditions;
use super::lookup::lookup_data;
use crate::Value;
use crate::conditions::ConditionContext;
#[cfg(feature = "nested")]
use crate::conditions::path::fill_wildcards_cow;
use crate::conditions::path::paths_overlap;
use crate::config::FormConfig;
use crate::element::ElementState;
use crate::expression::{Date, DateTime};
use crate::rules::{FileInfo, ValidationContext};
use crate::schema::{Floating, Functions};

/// A read-only view of the form's parts, built from disjoint field borrows (with
/// [`view!`]) so the availability engine or a validation can be mutated meanwhile.
pub(crate) struct FormView<'a> {
    pub(crate) elements: &'a [ElementState],
    pub(crate) index: &'a HashMap<String, usize>,
    pub(crate) info: &'a [ElementInfo],
    pub(crate) config: &'a FormConfig,
    pub(crate) locale: &'a str,
    pub(crate) today: Date,
    pub(crate) now_iso: Option<&'a str>,
    /// The clock set with `set_clock`: read at each check, over `today`.
    pub(crate) clock: Option<super::clock::Clock>,
    /// The element being validated or evaluated, if any.
    pub(crate) element_path: Option<&'a str>,
    /// The Rust functions the schema names (condition functions of conditional rules).
    pub(crate) functions: &'a Functions,
    /// Per element path, sorted: the options the form holds (loaded ones included).
    pub(crate) activity: &'a [(String, crate::element::ElementActivity)],
}

/// `view!(form)` / `view!(form, Some(path))`: a [`FormView`] of `form`'s fields.
macro_rules! view {
    ($form:ident) => {
        view!($form, None)
    };
    ($form:ident, $path:expr) => {
        $crate::form::view::FormView {
            elements: &$form.elements,
            index: &$form.index,
            info: &$form.info,
            config: &$form.config,
            locale: $form
                .locale
                .as_deref()
                .unwrap_or(&$form.config.fallback_locale),
            today: $form.today,
            now_iso: $form.now_iso.as_deref(),
            clock: $form.clock,
            element_path: $path,
            functions: &$form.functions,
            activity: &$form.activity,
        }
    };
}
pub(crate) use view;

impl FormView<'_> {
    fn position(&self, path: &str) -> Option<usize> {
        self.index.get(path).copied()
    }

    /// Today: the clock's date when a clock is set (read now), else the fixed date.
    fn current_day(&self) -> Date {
        match self.clock {
            Some(clock) => clock().today,
            None => self.today,
        }
    }

    /// The generic name of the element at `path` (see [`generic_name`]).
    pub(crate) fn name_of(&self, path: &str) -> Option<String> {
        generic_name(
            self.elements,
            self.index,
            self.info,
            self.position(path)?,
            self.locale,
            &self.config.fallback_locale,
            self.config.float_placeholders,
        )
    }
}

/// The reference's `genericName`: `fieldName`, else `label`, else the `floating` label,
/// else the placeholder (only when `floatPlaceholders` is on), else the name with its
/// first letter upper-cased and `_`/`-` turned into spaces (`first_name` → `First name`).
/// A list's item (whose name is its index) is named instead after its list and position,
/// "Phones 2" (not the reference's "0"), composed here, when read, so it follows the
/// current locale and the item's position. Localizable texts are resolved in `locale`
/// (then `fallback`); empty texts are skipped. `None` for an unknown index.
pub(crate) fn generic_name(
    elements: &[ElementState],
    index: &HashMap<String, usize>,
    info: &[ElementInfo],
    i: usize,
    locale: &str,
    fallback: &str,
    float_placeholders: bool,
) -> Option<String> {
    let el = elements.get(i)?;
    let own = info.get(i)?;
    let floating = match &own.floating {
        Some(Floating::Label(l)) => Some(l),
        _ => None,
    };
    let placeholder = if float_placeholders || own.floating == Some(Floating::Placeholder) {
        own.placeholder.as_ref()
    } else {
        None
    };
    // The first non-empty text, in one loop (no Option chain of closures, docs/size.md).
    for text in [
        own.field_name.as_ref(),
        own.label_text.as_ref(),
        floating,
        placeholder,
    ]
    .into_iter()
    .flatten()
    {
        let text = text.resolve(locale, fallback);
        // A blank text names nothing ("The    field is required").
        if !text.trim().is_empty() {
            return Some(text);
        }
    }
    #[cfg(feature = "list")]
    {
        let list = own.parent.as_deref().and_then(|p| index.get(p).copied());
        let items = list
            .and_then(|l| info.get(l)?.container.as_deref())
            .filter(|c| c.kind == super::nested::ContainerKind::List)
            .map(|c| &c.children);
        if let (Some(list), Some(items)) = (list, items) {
            if let Some(k) = super::nested::list::item_position(items, el) {
                let name = generic_name(
                    elements,
                    index,
                    info,
                    list,
                    locale,
                    fallback,
                    float_placeholders,
                )?;
                return Some(format!("{name} {}", k + 1));
            }
        }
    }
    #[cfg(not(feature = "list"))]
    let _ = index;
    Some(humanise(el.name()))
}

/// `first_name` → `First name`, `zip-code` → `Zip code`. The first letter is capitalised by
/// [`capital`]: Latin, Greek and Cyrillic letters, as element names use them.
pub(crate) fn humanise(name: &str) -> String {
    // One loop into one string, no chains collected (less wasm, docs/size.md).
    let mut out = String::with_capacity(name.len());
    for (i, c) in name.chars().enumerate() {
        let c = if i == 0 { capital(c) } else { c };
        out.push(if c == '_' || c == '-' { ' ' } else { c });
    }
    out
}

/// The capital of `c` for ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic letters;
/// any other character is returned as it is (and `ß` stays `ß`, where Unicode's full mapping
/// gives `SS`). `char::to_uppercase` would link Unicode's whole case table, about 7 KB gzip
/// in every app, for this one letter of a default field name.
fn capital(c: char) -> char {
    let u = u32::from(c);
    let up = match u {
        0x61..=0x7A | 0xE0..=0xF6 | 0xF8..=0xFE | 0x3B1..=0x3C1 | 0x3C3..=0x3CB | 0x430..=0x44F => {
            u - 0x20
        }
        0xFF => 0x178,
        0x131 => 0x49,
        0x17F => 0x53,
        0x3C2 => 0x3A3,
        0x3AC => 0x386,
        0x3AD..=0x3AF => u - 0x25,
        0x3CC => 0x38C,
        0x3CD..=0x3CE => u - 0x3F,
        0x450..=0x45F => u - 0x50,
        // Pairs of capital and small letter, the capital first (at an even or an odd point).
        0x101..=0x137 | 0x14B..=0x177 | 0x461..=0x481 | 0x48B..=0x4BF if u % 2 == 1 => u - 1,
        0x13A..=0x148 | 0x17A..=0x17E if u % 2 == 0 => u - 1,
        _ => u,
    };
    char::from_u32(up).unwrap_or(c)
}

impl ConditionContext for FormView<'_> {
    /// The data at `path`: a `forceNumbers` element reads as the forced number (the
    /// reference's conditions and expressions read `availableData`), as rules read it
    /// through [`ValidationContext`].
    fn value(&self, path: &str) -> Option<Value> {
        lookup_data(self.elements, self.index, path).map(std::borrow::Cow::into_owned)
    }

    fn available(&self, path: &str) -> Option<bool> {
        let i = self.position(path)?;
        self.elements.get(i).map(ElementState::available)
    }

    fn present(&self, path: &str) -> bool {
        self.position(path)
            .and_then(|i| self.elements.get(i))
            .is_none_or(|el| !el.detached())
    }

    fn today(&self) -> Date {
        self.current_day()
    }

    /// The time set with `set_now_iso`, else the clock's instant (set with `set_clock`),
    /// else midnight (UTC) of `today`.
    fn now_iso(&self) -> String {
        match (self.now_iso, self.clock) {
            (Some(now), _) => now.to_owned(),
            (None, Some(clock)) => clock().utc.to_iso(),
            (None, None) => DateTime::from_date(self.today).to_iso(),
        }
    }

    /// The label of the option of the element at `path` whose value is `value` (strict
    /// equality, as the reference's `===`; [`OptValue::matches`](crate::items::OptValue::matches)),
    /// in the form's locale: from a select's or a checkbox/radio group's static `items`, else
    /// from the options the form holds ([`FormState::set_options`](super::FormState::set_options):
    /// loaded from an endpoint or an items function). `""` when there is no such option (or
    /// the element has no options, or there is no such element), as the reference's
    /// `label || ''`. `None` (the value itself is shown) while an element's items come from an
    /// endpoint or a function and are not loaded yet.
    fn display_value(&self, path: &str, value: &Value) -> Option<String> {
        // Only an expression asks (`DISPLAY_VALUE`): a build without them keeps no lookup.
        if !cfg!(feature = "expressions") {
            return None;
        }
        let Some(i) = self.position(path) else {
            return Some(String::new());
        };
        let loaded = || {
            let at = self
                .activity
                .binary_search_by(|(p, _)| p.as_str().cmp(path))
                .ok()?;
            let store = self.activity.get(at)?.1.options.clone()?;
            let label = store
                .position(value)
                .and_then(|o| store.label(o))
                .unwrap_or_default();
            Some(label.to_owned())
        };
        let options = crate::items::ItemOptions {
            locale: self.locale.to_owned(),
            fallback_locale: self.config.fallback_locale.clone(),
            ..crate::items::ItemOptions::default()
        };
        let find = |items: Result<crate::items::Items, crate::items::ItemsError>| {
            let label = items.ok().and_then(|items| {
                items
                    .options()
                    .find(|o| o.value.matches(value))
                    .map(|o| o.label.clone())
            });
            Some(label.unwrap_or_default())
        };
        match self.info.get(i).and_then(|info| info.schema.as_deref()) {
            Some(crate::schema::ElementSchema::Select(select)) => {
                if let Some(store) = select.static_store() {
                    let label = store.position(value).and_then(|o| store.label(o));
                    return Some(label.unwrap_or_default().to_owned());
                }
                if select.items.is_string() || select.items_fn.is_some() {
                    return loaded();
                }
                find(crate::items::normalize(
                    &select.items,
                    &crate::items::ItemOptions {
                        locale: options.locale,
                        fallback_locale: options.fallback_locale,
                        ..select.read_options()
                    },
                ))
            }
            #[cfg(feature = "choice")]
            Some(crate::schema::ElementSchema::Choice(choice)) => {
                if choice.items.is_string() || choice.items_fn.is_some() {
                    return loaded();
                }
                find(crate::items::choice_items(&choice.items, &options))
            }
            _ => loaded().or(Some(String::new())),
        }
    }

    fn strict_conditions(&self) -> bool {
        self.config.strict_conditions
    }

    fn references(&self, element: &str, path: &str) -> bool {
        self.position(element)
            .and_then(|i| self.info.get(i))
            .is_some_and(|info| info.condition_deps.iter().any(|d| paths_overlap(d, path)))
    }
}

impl ValidationContext for FormView<'_> {
    /// With the containers (feature `nested`), a rule parameter's `*` segments are filled
    /// from the validated element's path (`same:users.*.pw` on `users.1.again` reads
    /// `users.1.pw`).
    ///
    /// A `forceNumbers` element reads as its data, the forced number once its text converts
    /// (`gt:lo` with `lo` typed `"1,5"` compares with 1.5), as the reference's value holds it.
    fn value(&self, path: &str) -> Option<Value> {
        #[cfg(feature = "nested")]
        let path = &*fill_wildcards_cow(path, self.element_path.unwrap_or(""));
        lookup_data(self.elements, self.index, path).map(std::borrow::Cow::into_owned)
    }

    fn generic_name(&self, path: &str) -> Option<String> {
        #[cfg(feature = "nested")]
        let path = &*fill_wildcards_cow(path, self.element_path.unwrap_or(""));
        self.name_of(path)
    }

    fn today(&self) -> (i32, u32, u32) {
        let today = self.current_day();
        (today.year(), today.month(), today.day())
    }

    /// Elements hold JSON; files are not modelled yet.
    fn file_info(&self, _value: &Value) -> Option<FileInfo> {
        None
    }

    /// Parses the rule's conditions, with the condition functions they name
    /// (`{"fn": "<name>"}`) taken from the form's functions, and evaluates them against the
    /// form for the element being validated. Conditions that do not parse or name a function
    /// the form lacks never get here from a schema:
    /// [`parse_rules`](crate::rules::parse_rules) reads them with this same parser and
    /// rejects them (so do the schema reader, with the path, and
    /// [`FormState::from_schema_with`](super::FormState::from_schema_with), which checks the
    /// names). Only a [`ParsedRule::condition`](crate::rules::ParsedRule::condition)
    /// replaced by hand can fail here; it does not hold, so that rule is skipped.
    fn condition_holds(&self, condition: &Value) -> bool {
        resolve_conditions(condition, self.functions)
            .is_some_and(|c| c.evaluate(self, self.element_path.unwrap_or("")))
    }

    fn element_path(&self) -> Option<String> {
        self.element_path.map(str::to_owned)
    }

    /// The `valueProp` of a select, multiselect or tags read from a schema with
    /// `object: true`; for an element built from an [`ElementSetup`](crate::element::ElementSetup),
    /// its `list_value_prop`. `*` segments are filled as in [`value`](Self::value).
    fn value_prop_at(&self, path: &str) -> Option<String> {
        #[cfg(feature = "nested")]
        let path = &*fill_wildcards_cow(path, self.element_path.unwrap_or(""));
        let at = self.position(path)?;
        if let Some(crate::schema::ElementSchema::Select(select)) =
            self.info.get(at).and_then(|info| info.schema.as_deref())
        {
            return select.object.then(|| select.value_prop.clone());
        }
        #[cfg(feature = "multi")]
        if let Some(el) = self.elements.get(at) {
            return el.setup().list_value_prop.clone();
        }
        None
    }

    #[cfg(feature = "choice")]
    fn on_off(&self) -> Option<(Value, Value)> {
        let el = self.elements.get(self.position(self.element_path?)?)?;
        crate::element::on_off_of(el.setup())
    }
}

#[cfg(test)]
mod tests {
    use super::humanise;

    /// Every letter `capital` maps agrees with Unicode's own upper case.
    #[test]
    fn capital_agrees_with_unicode() {
        for c in (0..0x500).filter_map(char::from_u32) {
            let up = super::capital(c);
            if up != c {
                assert_eq!(c.to_uppercase().collect::<String>(), up.to_string(), "{c}");
            }
        }
    }

    #[test]
    fn names_are_humanised_like_the_reference() {
        assert_eq!(humanise("first_name"), "First name");
        assert_eq!(humanise("zip-code"), "Zip code");
        assert_eq!(humanise("élan"), "Élan");
        assert_eq!(humanise("ölçü"), "Ölçü");
        assert_eq!(humanise("łódź"), "Łódź");
        assert_eq!(humanise("ıtır"), "Itır");
        assert_eq!(humanise("ярд"), "Ярд");
        assert_eq!(humanise("ωμέγα"), "Ωμέγα");
        assert_eq!(humanise("ήλιος"), "Ήλιος");
        assert_eq!(humanise("ſ"), "S");
        assert_eq!(humanise("ÿ"), "Ÿ");
        assert_eq!(humanise("1st"), "1st");
        assert_eq!(humanise(""), "");
    }
}
