//! When a select's async options load, and what a load does to the value:
//! [`search_query`] and [`load_reason`], the decisions of the item [`Loader`](super::Loader).
//!
//! ```
//! use yewform_core::items::{LoadChange, LoadReason, load_reason, search_query};
//!
//! // `resolveOnLoad: false, minChars: 1, delay: 0`: nothing on mount, a load on the first
//! // character (the reference's "fetch on first character" recipe).
//! let mount = LoadChange { first: true, resolve_on_load: false, ..LoadChange::default() };
//! assert_eq!(load_reason(&mount), None);
//! assert_eq!(search_query("g", true, 1, None), Some("g".to_string()));
//! let typed = LoadChange { search: true, resolve_on_load: false, ..LoadChange::default() };
//! assert_eq!(load_reason(&typed), Some(LoadReason::Search));
//! assert!(!LoadReason::Search.cleans_up_value());
//! // A native `<select>` has no search to wait for: it loads on mount.
//! let native = LoadChange { native: true, ..mount };
//! assert_eq!(load_reason(&native), Some(LoadReason::Initial));
//! ```

/// Why the options are (re)loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadReason {
    /// The first load: when the element mounts (`resolveOnLoad`), when it gets an endpoint
    /// or items function while nothing was loaded yet, or the first load of a new `items` URL
    /// or function that replaced the one loaded (no `clearOnRefetch`; a group keeps its value,
    /// as the reference's does on a change to the `items` prop).
    Initial,
    /// The search text changed (`search` or `create`, `delay` >= 0, `minChars` reached).
    Search,
    /// A `{path}` variable of the endpoint took a new value (so the URL changed); after a
    /// first load, or before one with `resolveOnLoad: false`. (A replaced `items` option or
    /// function loads as [`LoadReason::Initial`]: the first load of a new source.)
    Refetch,
    /// `update_items()` was called.
    Update,
    /// `reset()` was called on an element whose items are an endpoint URL.
    Reset,
}

impl LoadReason {
    /// Whether the answer's options clean up the value (a value missing from them is cleared
    /// unless `allowAbsent`; `clearOnRefetch` applies as [`LoadReason::clears_on_refetch`]
    /// says).
    ///
    /// A search never does: the answer to a search lists what matches the search, not every
    /// option, so a value missing from it is not gone (choosing an option clears the search
    /// text, which reloads, and that answer need not contain the value just chosen). Nor does
    /// any answer that [`answers_query`](Self::answers_query) (the first load of a searched
    /// source); [`admit`](super::admit) checks both. The first load of a source that is not
    /// searched cleans up (the reference's dropdown skips it, its native select doesn't): see
    /// `docs/differences.md`.
    #[must_use]
    pub fn cleans_up_value(self) -> bool {
        !matches!(self, LoadReason::Search)
    }

    /// Whether this load's answer lists what matches a search query, not every option, given
    /// `searched`: the source gets the search query
    /// ([`SelectSchema::sends_search`](crate::schema::SelectSchema::sends_search)). A search
    /// always; with a searched source also the first load and a reset's, which ask for the
    /// empty query (an endpoint may answer it with a first page): a preset value (a default,
    /// loaded data) missing from that answer is not gone, and is not dropped. A `{path}`
    /// refetch and `update_items()` are reloads of the options shown, which they replace:
    /// their answer cleans the value (though it need not list every option either:
    /// [`lists_every_option`](Self::lists_every_option)).
    ///
    /// ```
    /// use yewform_core::items::LoadReason;
    /// assert!(LoadReason::Initial.answers_query(true));
    /// assert!(!LoadReason::Initial.answers_query(false));
    /// assert!(LoadReason::Search.answers_query(false));
    /// assert!(!LoadReason::Refetch.answers_query(true));
    /// ```
    #[must_use]
    pub fn answers_query(self, searched: bool) -> bool {
        match self {
            LoadReason::Search => true,
            LoadReason::Initial | LoadReason::Reset => searched,
            LoadReason::Refetch | LoadReason::Update => false,
        }
    }

    /// Whether this load's answer lists every option, given `searched` (as for
    /// [`answers_query`](Self::answers_query)): the options that values entering later
    /// (the form's `load`/`update`, the element's `update()`, a default, a `reset()`) are
    /// checked against. Not a search's, and no load of a searched source: each asks for a
    /// search query, the empty one at least, which an endpoint may answer with a first page,
    /// after a `{path}` refetch or `update_items()` as on the first load.
    ///
    /// ```
    /// use yewform_core::items::LoadReason;
    /// assert!(LoadReason::Refetch.lists_every_option(false));
    /// assert!(!LoadReason::Refetch.lists_every_option(true));
    /// assert!(!LoadReason::Search.lists_every_option(false));
    /// ```
    #[must_use]
    pub fn lists_every_option(self, searched: bool) -> bool {
        !searched && !self.is_search()
    }

    /// Whether `clearOnRefetch` clears the value after this load: only on a refetch caused
    /// by a `{path}` variable of the endpoint, as the spec words it; never on the first load
    /// (a default survives), a search, a plain `update_items()` or a `reset()` (which would
    /// wipe the default it has just restored).
    #[must_use]
    pub fn clears_on_refetch(self) -> bool {
        matches!(self, LoadReason::Refetch)
    }

    /// Whether `delay` and `clearOnSearch` apply: to a search reload only.
    #[must_use]
    pub fn is_search(self) -> bool {
        matches!(self, LoadReason::Search)
    }
}

/// What changed since the options' inputs were last looked at (or that this is the first
/// look, when the element mounts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoadChange {
    /// The element has just mounted: nothing was looked at before.
    pub first: bool,
    /// The endpoint URL (after filling its `{path}` variables) or the items function changed.
    pub source: bool,
    /// The source itself was replaced (a new `items` URL template or a new items function),
    /// not only a `{path}` variable's value.
    pub replaced: bool,
    /// `update_items()` was called since the last look.
    pub update: bool,
    /// `update_items()` was called at some time for this path (so even before a remount).
    pub updated_ever: bool,
    /// The search query (as [`search_query`] gives it) changed.
    pub search: bool,
    /// `reset()` was called since the last look.
    pub reset: bool,
    /// The items are an endpoint URL (not an items function).
    pub endpoint: bool,
    /// The element's `resolveOnLoad` option.
    pub resolve_on_load: bool,
    /// The element is a native `<select>` ([`SelectSchema::is_native`](crate::schema::SelectSchema::is_native)):
    /// `resolveOnLoad` has no native support, so it loads on mount whatever that says.
    pub native: bool,
    /// A load has been started before (by this mounted element).
    pub loaded: bool,
}

/// Whether the options load now, and why; `None`: nothing is requested.
///
/// For an element with an endpoint or an items function (the caller checks that):
///
/// 1. `update_items()` always loads ([`LoadReason::Update`]), even with `resolveOnLoad: false`.
/// 2. `reset()` refetches endpoint items ([`LoadReason::Reset`]) unless `resolveOnLoad` is
///    false, as the reference's `reset()` calls `updateItems()` for a URL `items` (the spec
///    is silent); an items function is not called again, as in the reference. A reset that
///    also changed the source loads as a reset (no `clearOnRefetch` of the restored default).
/// 3. On mount, the options load when `resolveOnLoad` is on, for a native select (which has
///    no search to load later: the spec lists `resolveOnLoad` among the options without
///    native support, and the reference's native select resolves its items at setup), or
///    when `update_items()` was called for the path before (a remount keeps loading).
/// 4. A source change (a `{path}` variable took a new value) refetches
///    ([`LoadReason::Refetch`]; a new `items` URL or items function is the first load of
///    the new source, [`LoadReason::Initial`]), also with `resolveOnLoad: false` before anything loaded, as
///    the spec's States row has no `resolveOnLoad` condition and the reference's watcher calls
///    `updateItems()` whatever it says. With `resolveOnLoad` and nothing loaded yet (static
///    items became an endpoint), it is the first load ([`LoadReason::Initial`]: no
///    `clearOnRefetch`).
/// 5. A new search query loads, also with `resolveOnLoad: false` and nothing loaded yet: the
///    reference's recipe `resolveOnLoad: false, minChars: 1, delay: 0` loads on the first
///    character.
/// 6. Otherwise, with `resolveOnLoad` on (or a native select) and nothing loaded yet (the
///    option was switched on, or the element got an endpoint), the first load happens now.
#[must_use]
pub fn load_reason(change: &LoadChange) -> Option<LoadReason> {
    let eager = change.resolve_on_load || change.native;
    if change.first {
        return (eager || change.updated_ever).then_some(LoadReason::Initial);
    }
    if change.update {
        Some(LoadReason::Update)
    } else if change.reset && ((change.endpoint && change.resolve_on_load) || change.source) {
        // A reset that also changed the source (a form-wide reset of a `{path}` variable)
        // loads as a reset, even with `resolveOnLoad: false`: it keeps the restored default.
        Some(LoadReason::Reset)
    } else if change.source && (change.loaded || !eager) {
        Some(if change.replaced {
            LoadReason::Initial
        } else {
            LoadReason::Refetch
        })
    } else if change.search {
        Some(LoadReason::Search)
    } else if eager && !change.loaded {
        Some(LoadReason::Initial)
    } else {
        None
    }
}

/// Whether the search text `text` is long enough to be sent: at least `min_chars`
/// characters (Unicode `char`s, where the reference counts UTF-16 units: `docs/differences.md`),
/// and an empty text only with `min_chars` 0.
#[must_use]
pub fn search_qualifies(text: &str, min_chars: u64) -> bool {
    if text.is_empty() {
        return min_chars == 0;
    }
    u64::try_from(text.chars().count()).is_ok_and(|count| count >= min_chars)
}

/// The search query the options are loaded for, given the search text `text` (`searching`:
/// `search` or `create` is on and `delay` >= 0; otherwise there is none) and the query of the last look,
/// `previous`.
///
/// A text shorter than `min_chars` keeps `previous`: nothing is requested and the options
/// shown stay. This includes an emptied search with `min_chars` > 0 (the user cleared the
/// text, or chose an option, which clears it): as in the reference, whose search watcher
/// skips "`query.length < minChars`, or an empty query with `minChars !== 0`", no `query=`
/// request is sent. With `min_chars` 0 an emptied search is a query like any other.
///
/// ```
/// use yewform_core::items::search_query;
/// assert_eq!(search_query("ge", true, 2, None), Some("ge".to_string()));
/// // Shrinking below minChars keeps the last query: no reload.
/// assert_eq!(search_query("g", true, 2, Some("ge")), Some("ge".to_string()));
/// assert_eq!(search_query("", true, 2, Some("ge")), Some("ge".to_string()));
/// // minChars 0: an emptied search reloads with an empty query.
/// assert_eq!(search_query("", true, 0, Some("ge")), Some(String::new()));
/// // delay -1 (or no search): the text never reaches the source.
/// assert_eq!(search_query("ge", false, 0, None), None);
/// ```
#[must_use]
pub fn search_query(
    text: &str,
    searching: bool,
    min_chars: u64,
    previous: Option<&str>,
) -> Option<String> {
    if !searching {
        None
    } else if search_qualifies(text, min_chars) {
        Some(text.to_string())
    } else {
        previous.map(str::to_string)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change() -> LoadChange {
        LoadChange {
            resolve_on_load: true,
            ..LoadChange::default()
        }
    }

    #[test]
    fn mount_loads_with_resolve_on_load_or_after_an_update() {
        let mount = LoadChange {
            first: true,
            ..change()
        };
        assert_eq!(load_reason(&mount), Some(LoadReason::Initial));
        let lazy = LoadChange {
            resolve_on_load: false,
            ..mount
        };
        assert_eq!(load_reason(&lazy), None);
        let remount = LoadChange {
            updated_ever: true,
            ..lazy
        };
        assert_eq!(load_reason(&remount), Some(LoadReason::Initial));
    }

    #[test]
    fn a_search_loads_even_when_nothing_was_loaded_yet() {
        let typed = LoadChange {
            search: true,
            resolve_on_load: false,
            ..LoadChange::default()
        };
        assert_eq!(load_reason(&typed), Some(LoadReason::Search));
        let typed_again = LoadChange {
            loaded: true,
            ..typed
        };
        assert_eq!(load_reason(&typed_again), Some(LoadReason::Search));
    }

    #[test]
    fn a_path_variable_change_refetches_also_before_a_first_load() {
        // The spec's States row: the referenced element's value changes → "options
        // refetched; selected value removed if not among new options; cleared outright when
        // `clearOnRefetch` is true", with no `resolveOnLoad` condition (the reference's
        // watcher calls `updateItems()` whatever `resolveOnLoad` says).
        let before = LoadChange {
            source: true,
            resolve_on_load: false,
            ..LoadChange::default()
        };
        assert_eq!(
            load_reason(&before),
            Some(LoadReason::Refetch),
            "resolveOnLoad: false, nothing loaded yet: a {{path}} change still refetches"
        );
        let after = LoadChange {
            loaded: true,
            ..before
        };
        assert_eq!(load_reason(&after), Some(LoadReason::Refetch));
        // With resolveOnLoad, a source that appears (static items → endpoint) loads.
        let appeared = LoadChange {
            source: true,
            ..change()
        };
        assert_eq!(load_reason(&appeared), Some(LoadReason::Initial));
        // A new `items` URL or function is the first load of the new source.
        let replaced = LoadChange {
            replaced: true,
            ..after
        };
        assert_eq!(load_reason(&replaced), Some(LoadReason::Initial));
        // A refetch wins over a search that changed in the same render.
        let both = LoadChange {
            search: true,
            ..after
        };
        assert_eq!(load_reason(&both), Some(LoadReason::Refetch));
    }

    #[test]
    fn update_items_always_loads() {
        let update = LoadChange {
            update: true,
            updated_ever: true,
            resolve_on_load: false,
            ..LoadChange::default()
        };
        assert_eq!(load_reason(&update), Some(LoadReason::Update));
        let with_everything = LoadChange {
            source: true,
            search: true,
            loaded: true,
            ..update
        };
        assert_eq!(load_reason(&with_everything), Some(LoadReason::Update));
    }

    #[test]
    fn reset_refetches_endpoint_items_unless_resolve_on_load_is_off() {
        let reset = LoadChange {
            reset: true,
            endpoint: true,
            loaded: true,
            ..change()
        };
        assert_eq!(load_reason(&reset), Some(LoadReason::Reset));
        let lazy = LoadChange {
            resolve_on_load: false,
            ..reset
        };
        assert_eq!(load_reason(&lazy), None, "resolveOnLoad: false");
        let function = LoadChange {
            endpoint: false,
            ..reset
        };
        assert_eq!(
            load_reason(&function),
            None,
            "items function: as the reference"
        );
        // A reset that also changed a `{path}` variable (a form-wide reset) is a reset: it
        // must not wipe the default it just restored.
        let both = LoadChange {
            source: true,
            ..reset
        };
        assert_eq!(load_reason(&both), Some(LoadReason::Reset));
        // So with `resolveOnLoad: false`: the changed source loads, as a reset.
        let lazy_both = LoadChange {
            source: true,
            ..lazy
        };
        assert_eq!(load_reason(&lazy_both), Some(LoadReason::Reset));
        assert!(LoadReason::Reset.cleans_up_value());
        assert!(!LoadReason::Reset.clears_on_refetch());
        assert!(!LoadReason::Reset.is_search());
    }

    #[test]
    fn clear_on_refetch_applies_to_path_variable_refetches_only() {
        assert!(LoadReason::Refetch.clears_on_refetch());
        assert!(
            !LoadReason::Update.clears_on_refetch(),
            "a plain update_items() is not a refetch caused by an endpoint variable"
        );
    }

    #[test]
    fn nothing_changed_after_a_load_requests_nothing() {
        let idle = LoadChange {
            loaded: true,
            ..change()
        };
        assert_eq!(load_reason(&idle), None);
    }

    #[test]
    fn only_non_search_loads_clean_up_the_value() {
        assert!(!LoadReason::Search.cleans_up_value());
        assert!(LoadReason::Refetch.cleans_up_value());
        assert!(LoadReason::Update.cleans_up_value());
        assert!(LoadReason::Initial.cleans_up_value());
        assert!(LoadReason::Refetch.clears_on_refetch());
        assert!(!LoadReason::Initial.clears_on_refetch());
        assert!(!LoadReason::Search.clears_on_refetch());
        assert!(LoadReason::Search.is_search());
        assert!(!LoadReason::Refetch.is_search());
    }

    #[test]
    fn search_qualifies_counts_characters_not_bytes() {
        assert!(search_qualifies("", 0));
        assert!(!search_qualifies("", 1));
        assert!(search_qualifies("ü", 1));
        assert!(!search_qualifies("ü", 2), "one character, two bytes");
        // The reference counts UTF-16 units (2 here): docs/differences.md lists it.
        assert!(
            !search_qualifies("😀", 2),
            "one character, two UTF-16 units"
        );
        assert!(search_qualifies("ge", 2));
        assert!(search_qualifies("g", 0));
    }

    #[test]
    fn a_text_shrinking_below_min_chars_keeps_the_last_query() {
        let mut query = search_query("", true, 2, None);
        assert_eq!(query, None, "mount: no search yet");
        for (text, expected) in [
            ("g", None),
            ("ge", Some("ge")),
            ("ger", Some("ger")),
            ("ge", Some("ge")),
            ("g", Some("ge")),
            ("", Some("ge")),
            ("fr", Some("fr")),
        ] {
            query = search_query(text, true, 2, query.as_deref());
            assert_eq!(query.as_deref(), expected, "after {text:?}");
        }
    }

    #[test]
    fn with_min_chars_zero_every_text_is_a_query() {
        let mut query = search_query("", true, 0, None);
        assert_eq!(query.as_deref(), Some(""));
        for text in ["z", "zü", ""] {
            query = search_query(text, true, 0, query.as_deref());
            assert_eq!(query.as_deref(), Some(text));
        }
    }

    #[test]
    fn no_search_reload_without_search_or_with_delay_minus_one() {
        assert_eq!(search_query("ger", false, 0, None), None);
        assert_eq!(search_query("ger", false, 0, Some("fr")), None);
    }
}
