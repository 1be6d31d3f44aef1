//! [`ElementActivity`]: what an element is doing besides holding its value — its resolved
//! options, an items request in flight, the reloads asked for and answered, and a `disabled`
//! that lasts while a reload runs. The form keeps one per element path
//! ([`FormState::options`](crate::form::FormState::options),
//! [`FormState::is_loading`](crate::form::FormState::is_loading), …), so every question about
//! an element reads one place.

use std::sync::Arc;

use crate::items::OptionStore;

/// The runtime of an element's options (a select's; empty for other elements).
#[derive(Debug, Clone, Default)]
pub struct ElementActivity {
    /// The resolved options, shared with the views and the search (never copied).
    pub(crate) options: Option<Arc<OptionStore>>,
    /// The options answer a search: they list what matches the query, not every option.
    pub(crate) options_answer_search: bool,
    /// The endpoint URL (its `{path}` variables filled) the loaded options answered: while
    /// the URL rendered from the current values differs, they are another source's.
    pub(crate) options_url: Option<String>,
    /// An items request runs (waiting for its delay or for the answer).
    pub(crate) loading: bool,
    /// Counts the reloads asked for (`update_items`).
    pub(crate) reloads: u64,
    /// Counts the items answers, applied or failed (what `update_items_async` waits for).
    pub(crate) answers: u64,
    /// Disabled until the reload asked for with `update_items(true)` ends (or, for a native
    /// select, a `{path}` refetch).
    pub(crate) disabled_while_loading: bool,
}

impl ElementActivity {
    /// Keeps `items` as the options, the answer of `url` (`None`: no endpoint's); `false`
    /// when they are the same `Arc` already.
    pub(crate) fn set_options(
        &mut self,
        items: Arc<OptionStore>,
        answer_search: bool,
        url: Option<&str>,
    ) -> bool {
        self.options_answer_search = answer_search;
        if self.options_url.as_deref() != url {
            self.options_url = url.map(str::to_owned);
        }
        let same = self
            .options
            .as_ref()
            .is_some_and(|known| Arc::ptr_eq(known, &items));
        if !same {
            self.options = Some(items);
        }
        !same
    }

    /// A reload is asked for; `disable` disables the element until it ends.
    pub(crate) fn request_reload(&mut self, disable: bool) {
        self.reloads = self.reloads.wrapping_add(1);
        self.disabled_while_loading |= disable;
    }

    /// A request starts (`true`) or ends; `true` when what the element shows changed (its
    /// loading state, or the end of a disable-while-loading).
    pub(crate) fn set_loading(&mut self, loading: bool) -> bool {
        let enabled = !loading && self.end_disable();
        let changed = self.loading != loading;
        self.loading = loading;
        enabled || changed
    }

    /// Ends a disable-while-loading; `true` when there was one.
    pub(crate) fn end_disable(&mut self) -> bool {
        std::mem::take(&mut self.disabled_while_loading)
    }

    /// An items answer (or failure) arrived.
    pub(crate) fn answered(&mut self) {
        self.answers = self.answers.wrapping_add(1);
    }
}
