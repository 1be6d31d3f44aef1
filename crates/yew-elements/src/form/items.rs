//! A select's options and their loading, from the form and from an element: the resolved
//! option store, `update_items`, `isLoading`, and the focus. The state itself is the core
//! form's (`FormState::options`, `set_items_loading`, `is_loading`, `focused`, …); these
//! methods run it through the handle and re-render what changed.

use std::sync::Arc;

use yewform_core::Value;
use yewform_core::element::not_an_option_reason;
use yewform_core::items::OptionStore;
use yewform_core::schema::ElementSchema;

use super::handle::warn;
use super::{ElementHandle, FormHandle};

impl FormHandle {
    /// Whether the select at `path` loads its items (its `use_async_items`).
    pub(crate) fn items_loading(&self, path: &str) -> bool {
        self.read(|s| s.items_loading(path)).unwrap_or(false)
    }

    /// Records the resolved options of a select (shared, never copied); `answer_search`:
    /// they answer a search (not every option), so `update`/`load` refuse nothing against
    /// them; `url`: the endpoint URL they answered (core takes no value against them while
    /// the select's URL is another: `FormState::set_loaded_options`).
    pub(crate) fn set_options(
        &self,
        path: &str,
        items: Arc<OptionStore>,
        answer_search: bool,
        url: Option<&str>,
    ) {
        let _ = self.mutate(|s| s.set_loaded_options(path, items, answer_search, url));
    }

    /// The resolved options of a select.
    pub(crate) fn options(&self, path: &str) -> Option<Arc<OptionStore>> {
        self.read(|s| s.options(path)).flatten()
    }

    #[cfg(feature = "select")]
    /// The schema entry of the select at `path`, shared with the form state (made once per
    /// form build), so views compare it by identity instead of by content (its `items` may
    /// hold 100,000 options).
    pub(crate) fn select_schema(&self, path: &str) -> Option<crate::select::SelectRef> {
        self.read(|s| s.schema_entry_shared(path))
            .flatten()
            .and_then(crate::select::SelectRef::new)
    }

    /// Ends an `update_items(true)` disable that has no fetch to wait for.
    pub(crate) fn end_disable_while_loading(&self, path: &str) {
        if self.mutate(|s| s.end_disable_while_loading(path)) == Ok(true) {
            self.changed([path]);
        }
    }

    /// Disables `path` until its items request ends (a native select's `{path}` refetch);
    /// re-renders it when that changed what it shows.
    pub(crate) fn disable_while_loading(&self, path: &str) {
        if self.mutate(|s| s.disable_while_loading(path)) == Ok(true) {
            self.changed([path]);
        }
    }

    /// The items request of `path` starts (`true`) or ends; re-renders the element when
    /// what it shows changed.
    pub(crate) fn set_loading(&self, path: &str, loading: bool) {
        if self.mutate(|s| s.set_items_loading(path, loading)) == Ok(true) {
            self.changed([path]);
        }
    }

    /// Records that the element at `path` got (`true`) or lost (`false`) the focus. Nothing
    /// re-renders: the views that show focus keep their own state; this feeds `focused()`.
    pub(crate) fn set_focused(&self, path: &str, focused: bool) {
        let _ = self.mutate(|s| s.set_focused(path, focused));
    }

    /// Hook point for `use_async_items`: the items request of `path` was answered (applied
    /// or failed). Wakes the `update_items_async` futures.
    pub(crate) fn items_answered(&self, path: &str) {
        let _ = self.mutate(|s| s.items_answered(path));
        self.wake_waiters();
    }

    /// How many items answers `path` has had (see [`Self::items_answered`]).
    pub(crate) fn items_answers(&self, path: &str) -> u64 {
        self.read(|s| s.items_answers(path)).unwrap_or(0)
    }

    /// How many reloads of `path` were asked for (`update_items`).
    pub(crate) fn items_epoch(&self, path: &str) -> u64 {
        self.read(|s| s.items_reloads(path)).unwrap_or(0)
    }
}

impl ElementHandle {
    /// Fetches the async options again (a select with an endpoint or function `items`).
    /// `disable` disables the element until the answer (`is_disabled()` answers `true`
    /// meanwhile); without it the element stays enabled while it loads (a checkbox or radio
    /// group's fieldset is `aria-busy` then, its inputs keep the focus).
    pub fn update_items(&self, disable: bool) {
        let _ = self.form.mutate(|s| s.request_items(&self.path, disable));
        self.form.changed([self.path.as_str()]);
    }

    /// `Err` when the select's options do not admit `value` (`allowAbsent` off, and `create`
    /// off or `value` no text): core's
    /// [`FormState::admits_set_value`](yewform_core::form::FormState::admits_set_value),
    /// which checks only against a list of every option, not a search's answer.
    pub(super) fn check_allowed(&self, value: &Value) -> Result<(), String> {
        let refused = self
            .read(|s, p| {
                (!s.admits_set_value(p, value)).then(|| {
                    matches!(s.schema_entry(p), Some(ElementSchema::Select(select)) if select.create)
                })
            })
            .flatten();
        if let Some(create) = refused {
            let message = format!(
                "{}: {value} is not among the options ({})",
                self.path,
                not_an_option_reason(create)
            );
            warn(&message);
            Err(message)
        } else {
            Ok(())
        }
    }

    /// The select's normalised option store, shared by its views and its search (which
    /// keeps its folded keys in it): the same `Arc` until its items change (a value change,
    /// a search or `validate()` keep it), and for static items the schema entry's own
    /// store ([`SelectSchema::static_store`](yewform_core::schema::SelectSchema::static_store)).
    /// `None` before the select rendered.
    pub fn options_store(&self) -> Option<Arc<OptionStore>> {
        self.form.options(&self.path)
    }

    /// The resolved options of a select, as `{value, label, disabled}` objects, one per
    /// option in list order. Grouped items (`groups: true`) are flattened: the group labels
    /// and a group's own `disabled` are dropped (an option of a disabled group is
    /// `"disabled": true`, as it is disabled). The reference's `resolvedOptions` keeps the
    /// groups; for them read [`options_store`](Self::options_store) and its
    /// [`group`](yewform_core::items::OptionStore::group) (label, `disabled`, the original
    /// object, size).
    pub fn resolved_options(&self) -> Vec<Value> {
        self.form
            .options(&self.path)
            .map(|items| {
                (0..items.len())
                    .map(|i| {
                        serde_json::json!({
                            "value": items.value(i).map(|v| v.to_value()),
                            "label": items.label(i),
                            "disabled": items.is_disabled(i),
                        })
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The spec's `isLoading`, what the view shows busy (the spinner, `aria-busy`): a server
    /// rule is pending, the `loading` option is on (a select's, a text's, a button's; a
    /// button's `loading` function wins), the select is loading its options, or a `submits`
    /// button's form is submitting ([`FormState::is_loading_while`]).
    ///
    /// [`FormState::is_loading_while`]: yewform_core::form::FormState::is_loading_while
    pub fn is_loading(&self) -> bool {
        let submitting = self.form().is_submitting();
        self.flag(|s, p| s.is_loading_while(p, submitting))
    }

    /// The element has the focus (its field, its search input, its editor surface or a
    /// control inside it such as the clear button; a checkbox or radio group's inputs; a
    /// checkbox's, toggle's or button's own). Never true for an object, group or list: the
    /// field inside it is the focused element.
    pub fn focused(&self) -> bool {
        self.flag(|s, p| s.focused() == Some(p))
    }
}
