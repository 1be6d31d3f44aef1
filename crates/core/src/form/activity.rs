//! The activity of each element (its options, items requests, reloads, a
//! disable-while-loading) and which element has the focus: the state a view reports and
//! the handles read, kept with the rest of the form so that `is_disabled`, `is_loading` and
//! `focused` read one source.

use std::sync::Arc;

use super::outcome::Outcome;
use super::state::FormState;
use crate::element::ElementActivity;
use crate::items::OptionStore;
use crate::schema::ElementSchema;

impl FormState {
    /// Where `path` is (`Ok`) or would go (`Err`) in the list sorted by path.
    fn find_activity(&self, path: &str) -> Result<usize, usize> {
        self.activity
            .binary_search_by(|(p, _)| p.as_str().cmp(path))
    }

    fn activity(&self, path: &str) -> Option<&ElementActivity> {
        let at = self.find_activity(path).ok()?;
        self.activity.get(at).map(|(_, activity)| activity)
    }

    /// The activity of `path`, added when it has none yet (always `Some`).
    fn activity_mut(&mut self, path: &str) -> Option<&mut ElementActivity> {
        let at = match self.find_activity(path) {
            Ok(at) => at,
            Err(at) => {
                self.activity
                    .insert(at, (path.to_owned(), ElementActivity::default()));
                at
            }
        };
        self.activity.get_mut(at).map(|(_, activity)| activity)
    }

    /// The element's resolved options (a select's), shared: the same `Arc` until they
    /// change (the schema's own store for static items). `None` before the view resolved them.
    pub fn options(&self, path: &str) -> Option<Arc<OptionStore>> {
        self.activity(path).and_then(|a| a.options.clone())
    }

    /// Keeps `items` as the element's resolved options (shared, never copied). Returns
    /// `false` when they are the same `Arc` already.
    pub fn set_options(&mut self, path: &str, items: Arc<OptionStore>) -> bool {
        self.activity_mut(path)
            .is_some_and(|a| a.set_options(items, false, None))
    }

    /// Keeps `items` as the element's options loaded from `url` (the endpoint URL with its
    /// `{path}` variables filled, as the item loader requested it:
    /// [`Loader::fetched_url`](crate::items::Loader::fetched_url); `None` for an items
    /// function's), answering a search with `answer_search` (as
    /// [`set_search_options`](Self::set_search_options)). While the select's URL rendered
    /// from the current values is not `url` (one of its `{path}` variables changed: a refetch
    /// is due or on its way), the options are another source's: a value that enters
    /// ([`set_value_admission`](Self::set_value_admission)) is not checked against them, and
    /// the refetch's answer cleans it. Returns `false` when they are the same `Arc` already.
    pub fn set_loaded_options(
        &mut self,
        path: &str,
        items: Arc<OptionStore>,
        answer_search: bool,
        url: Option<&str>,
    ) -> bool {
        self.activity_mut(path)
            .is_some_and(|a| a.set_options(items, answer_search, url))
    }

    /// As [`set_options`](Self::set_options), for options that answer a search: they list
    /// what matches the query, not every option, so
    /// [`admits_set_value`](Self::admits_set_value) refuses nothing against them.
    pub fn set_search_options(&mut self, path: &str, items: Arc<OptionStore>) -> bool {
        self.activity_mut(path)
            .is_some_and(|a| a.set_options(items, true, None))
    }

    /// Whether the element's loaded options answer a search (they list the matches, not
    /// every option).
    #[cfg_attr(not(feature = "multi"), allow(dead_code))]
    pub(crate) fn options_answer_search(&self, path: &str) -> bool {
        self.activity(path)
            .is_some_and(|a| a.options.is_some() && a.options_answer_search)
    }

    /// Whether the element's `update`/`load` may set `value` on the element at `path`: the
    /// select's options admit it (`allowAbsent`, [`admit`](crate::items::admit)). A value
    /// [`set_value_admission`](Self::set_value_admission) only turns into its option's object
    /// (`object: true`) is admitted.
    #[must_use]
    pub fn admits_set_value(&self, path: &str, value: &crate::Value) -> bool {
        let set = crate::items::ValueEntry::Set;
        let now = |p: &str| self.value_at(p).cloned();
        self.with_set_options(path, false, &now, |select, items| {
            crate::items::admit(select, items, value, set)
        })
        .is_none()
    }

    /// What `value` becomes when set programmatically on the element at `path` (the
    /// element's `update`/`load` refuse a value [`admits_set_value`](Self::admits_set_value)
    /// refuses; the form's `load`/`update` and a rebuild's take-over set this instead): `None`
    /// when it is taken as it is; `Some(null)` (or, for a multiselect, the admitted items)
    /// when a select's options do not hold it, as the spec's "a value set programmatically
    /// that is not among the items is accepted only when `allowAbsent` is true" (or `create`
    /// and it is text: the user could create it); with `object: true`, `Some(object)` for a
    /// value naming an option that is not that option's object yet (a bare key, a stale
    /// object: [`option_objects`](crate::items::option_objects)). The options are the loaded
    /// ones when they list every option, else the static items
    /// (known before any view rendered: the compacted store, or the items kept as JSON,
    /// grouped or with per-locale labels, read by
    /// [`SelectSchema::json_options`](crate::schema::SelectSchema::json_options)). Any value is taken by other elements, and by a
    /// select whose async items are not loaded yet or whose loaded options answer a search
    /// ([`admit`](crate::items::admit) with [`ValueEntry::Set`](crate::items::ValueEntry));
    /// the object is made once the items arrive. Nor are loaded options that answered the
    /// endpoint URL of before one of its `{path}` variables changed (they are another
    /// source's: [`set_loaded_options`](Self::set_loaded_options)); the refetch's answer
    /// cleans the value.
    #[must_use]
    pub fn set_value_admission(&self, path: &str, value: &crate::Value) -> Option<crate::Value> {
        self.set_value_admission_in(path, value, &|p| self.value_at(p).cloned())
    }

    /// [`set_value_admission`](Self::set_value_admission) with the values the endpoint
    /// URL's `{path}` variables read from `values` (a form-wide `load`/`update`: the values
    /// it sets, which the form does not hold yet).
    pub(crate) fn set_value_admission_in(
        &self,
        path: &str,
        value: &crate::Value,
        values: &dyn Fn(&str) -> Option<crate::Value>,
    ) -> Option<crate::Value> {
        let set = crate::items::ValueEntry::Set;
        self.with_set_options(path, false, values, |select, items| {
            let admitted = crate::items::admit(select, items, value, set);
            let kept = admitted.as_ref().unwrap_or(value);
            crate::items::option_objects(select, items, kept).or(admitted)
        })
    }

    /// Whether the element at `path` is a select whose items are an endpoint URL.
    pub(crate) fn has_endpoint_items(&self, path: &str) -> bool {
        matches!(self.schema_entry(path), Some(ElementSchema::Select(s)) if s.items.is_string())
    }

    /// What a form-wide `load`/`update` that sets `planned(i)` on element `i` (`None`: it
    /// keeps its value) sets on its endpoint selects: the
    /// [`set_value_admission`](Self::set_value_admission) of each planned value, with the
    /// `{path}` variables of the select's URL read from the planned values (a saved record's
    /// `country` and `city` meet the options of the record's country). `(i, value)` for each
    /// value that changes.
    pub(crate) fn endpoint_admissions(
        &self,
        planned: &dyn Fn(usize) -> Option<crate::Value>,
    ) -> Vec<(usize, crate::Value)> {
        let values = |p: &str| {
            self.index
                .get(p)
                .and_then(|&i| planned(i))
                .or_else(|| self.value_at(p).cloned())
        };
        let mut admitted = Vec::new();
        for (i, el) in self.elements.iter().enumerate() {
            if !self.has_endpoint_items(el.path()) {
                continue;
            }
            let Some(value) = planned(i) else { continue };
            if let Some(value) = self.set_value_admission_in(el.path(), &value, &values) {
                admitted.push((i, value));
            }
        }
        admitted
    }

    /// With `object: true`, `value` as the option object it names
    /// ([`option_objects`](crate::items::option_objects)) against the select's options as
    /// they are known (loaded ones, a search's answer too, else the static items); `None`
    /// when it stays as it is (not such a select, no option named, the object already).
    pub(crate) fn object_value(&self, path: &str, value: &crate::Value) -> Option<crate::Value> {
        match self.schema_entry(path) {
            Some(ElementSchema::Select(select)) if select.object => {}
            _ => return None,
        }
        let now = |p: &str| self.value_at(p).cloned();
        self.with_set_options(path, true, &now, |select, items| {
            crate::items::option_objects(select, items, value)
        })
    }

    /// `f` of the select at `path` and its options: the loaded ones (those that answer a
    /// search only with `search_answers`), else the static items (the store, or the items
    /// kept as JSON read into a list); `None` for another element or no options known, or
    /// loaded options that answered another endpoint URL than the one rendered from `values`.
    fn with_set_options<R>(
        &self,
        path: &str,
        search_answers: bool,
        values: &dyn Fn(&str) -> Option<crate::Value>,
        f: impl FnOnce(&crate::schema::SelectSchema, &dyn crate::items::OptionList) -> Option<R>,
    ) -> Option<R> {
        let Some(ElementSchema::Select(select)) = self.schema_entry(path) else {
            return None;
        };
        let loaded = self.activity(path).and_then(|a| {
            a.options
                .as_ref()
                .filter(|_| search_answers || !a.options_answer_search)
                .filter(|_| answers_url(path, select, a.options_url.as_deref(), values))
        });
        if loaded.is_none() && select.items.is_string() {
            // Endpoint items not loaded yet, or loaded for the URL of before a `{path}`
            // variable changed: nothing to check against until the (re)fetch answers.
            return None;
        }
        if let Some(items) = loaded.or_else(|| select.static_store()) {
            return f(select, &**items);
        }
        // Static items kept as JSON (groups, per-locale labels) are read for the check, so
        // the rule holds before any view read them, and on the server.
        let items = select.json_options()?;
        f(select, &items)
    }

    /// Asks for the element's items again (`update_items`): [`items_reloads`](Self::items_reloads)
    /// counts up; with `disable` the element is disabled until the reload ends
    /// ([`set_items_loading`](Self::set_items_loading) `false`, or
    /// [`end_disable_while_loading`](Self::end_disable_while_loading)).
    pub fn request_items(&mut self, path: &str, disable: bool) {
        if let Some(a) = self.activity_mut(path) {
            a.request_reload(disable);
        }
    }

    /// How many reloads were asked for the element.
    pub fn items_reloads(&self, path: &str) -> u64 {
        self.activity(path).map_or(0, |a| a.reloads)
    }

    /// An items request of the element starts (`true`) or ends. Its end also ends a
    /// disable-while-loading. Returns `true` when what the element shows changed.
    pub fn set_items_loading(&mut self, path: &str, loading: bool) -> bool {
        self.activity_mut(path)
            .is_some_and(|a| a.set_loading(loading))
    }

    /// An items request of the element runs.
    pub fn items_loading(&self, path: &str) -> bool {
        self.activity(path).is_some_and(|a| a.loading)
    }

    /// Ends a disable-while-loading that has no request to wait for (static items); `true`
    /// when there was one.
    pub fn end_disable_while_loading(&mut self, path: &str) -> bool {
        let Ok(at) = self.find_activity(path) else {
            return false;
        };
        self.activity
            .get_mut(at)
            .is_some_and(|(_, activity)| activity.end_disable())
    }

    /// Disables the element until its items request ends
    /// ([`set_items_loading`](Self::set_items_loading) `false`), with no reload asked for
    /// (what the loader's [`Effect::DisableWhileLoading`](crate::items::Effect) asks: a
    /// native select during a `{path}` refetch). `true` when it was not disabled so.
    pub fn disable_while_loading(&mut self, path: &str) -> bool {
        self.activity_mut(path)
            .is_some_and(|a| !std::mem::replace(&mut a.disabled_while_loading, true))
    }

    /// The element is disabled until its current reload ends (`update_items(true)`).
    pub fn disabled_while_loading(&self, path: &str) -> bool {
        self.activity(path)
            .is_some_and(|a| a.disabled_while_loading)
    }

    /// An items answer (applied or failed) of the element arrived.
    pub fn items_answered(&mut self, path: &str) {
        if let Some(a) = self.activity_mut(path) {
            a.answered();
        }
    }

    /// How many items answers the element has had.
    pub fn items_answers(&self, path: &str) -> u64 {
        self.activity(path).map_or(0, |a| a.answers)
    }

    /// The spec's `isLoading` outside a submit: a server rule is pending, an items request
    /// runs, or the element's `loading` option is on (a select's, a text's; a button's
    /// `loading` function when it has one, which wins over the option). What the views
    /// show as the spinner and `aria-busy`. A submitting button while the form submits:
    /// [`is_loading_while`](Self::is_loading_while).
    pub fn is_loading(&self, path: &str) -> bool {
        self.is_loading_while(path, false)
    }

    /// [`is_loading`](Self::is_loading) when the form submits (`submitting`, which the
    /// adapter knows): a button with `submits` (and no `loading` function) is loading then
    /// too, as the reference's button.
    pub fn is_loading_while(&self, path: &str, submitting: bool) -> bool {
        let option = match self.schema_entry(path) {
            Some(ElementSchema::Select(s)) => s.loading,
            #[cfg(feature = "text-family")]
            Some(ElementSchema::Text(t)) => t.loading,
            #[cfg(feature = "button")]
            Some(ElementSchema::Button(b)) => {
                if let Some(answer) = self.button_loading(path) {
                    return answer;
                }
                b.loading || (b.submits && submitting)
            }
            _ => false,
        };
        #[cfg(not(feature = "button"))]
        let _ = submitting;
        option || self.pending(path) || self.items_loading(path)
    }

    /// Records that the element at `path` got (`true`) or lost (`false`) the focus.
    pub fn set_focused(&mut self, path: &str, focused: bool) {
        if focused {
            self.focused = Some(path.to_owned());
        } else if self.focused.as_deref() == Some(path) {
            self.focused = None;
        }
    }

    /// The path of the element that has the focus.
    pub fn focused(&self) -> Option<&str> {
        self.focused.as_deref()
    }

    /// Takes the activity and the focus of the state this one replaces (a rebuilt schema):
    /// the options, reload and answer counts and loading states of the paths carry over, so
    /// a view or a waiting `update_items_async` sees no reset. A new state is a form-wide
    /// change: every view re-renders ([`Outcome::all`]).
    pub fn take_activity_from(&mut self, old: &mut FormState) -> Outcome {
        self.activity = std::mem::take(&mut old.activity);
        self.focused = old.focused.take();
        Outcome::all()
    }

    /// Gives the elements added since the state was rebuilt the values they had in the
    /// replaced state ([`take_values_from`](Self::take_values_from)), each once, as
    /// [`update`](Self::update) does (a value the options lack is dropped), with the `dirty`
    /// flags it had there. Nothing fires: the data did not change.
    pub(crate) fn take_carried(&mut self) {
        if self.carried.is_empty() {
            return;
        }
        let carried = std::mem::take(&mut self.carried);
        let mut taken = false;
        for (path, value, dirty) in carried {
            let Some(&i) = self.index.get(&path) else {
                self.carried.push((path, value, dirty));
                continue;
            };
            let value = self.set_value_admission(&path, &value).unwrap_or(value);
            if let Some(el) = self.elements.get_mut(i) {
                let _ = el.update(value);
                // As dirty as it was, as a schema element after the rebuild.
                el.dirty = dirty;
                taken = true;
            }
        }
        if taken {
            self.recompose_containers();
        }
    }

    /// Recomposes the containers' values from their children's (nothing without the
    /// `nested` feature: no element holds children).
    #[cfg(feature = "nested")]
    fn recompose_containers(&mut self) {
        self.sync_all();
    }

    #[cfg(not(feature = "nested"))]
    fn recompose_containers(&mut self) {}

    /// Whether element `i` is a container (an object, group or list), whose data its
    /// children carry.
    #[cfg(feature = "nested")]
    fn holds_children(&self, i: usize) -> bool {
        self.container_at(i).is_some()
    }

    #[cfg(not(feature = "nested"))]
    fn holds_children(&self, _: usize) -> bool {
        false
    }

    /// Takes what the user entered in the state this one replaces when the same schema is
    /// built again with other form options (`messages`, `columns`, `forceLabels`,
    /// `floatPlaceholders`, `languages`, the config): the data (lists resized to their
    /// items, as [`update`](Self::update) does), each element's `dirty` flags (a value
    /// loaded then [`clean`](Self::clean)ed stays clean) and the selected language when
    /// this state has it. The values of elements this
    /// state lacks (inline ones, whose views register them again) are kept and given back
    /// when such an element is added ([`add_schema_element`](Self::add_schema_element), an
    /// inline container's child). Validation starts afresh, with the new messages (nothing
    /// validated, nothing pending: no server check or debounce timer waits); what
    /// `hide()`/`disable()` and `add_error` set is not taken over. Nothing fires: the data
    /// did not change.
    pub fn take_values_from(&mut self, old: &FormState) -> Outcome {
        // The update validates what changed from the defaults; its outcome (server checks,
        // debounce timers) is not run: validation starts afresh, nothing left waiting.
        let _ = self.update(&old.data());
        for rt in &mut self.runtime {
            rt.validation.reset_validators();
        }
        // An element is as dirty as it was: a loaded then cleaned value stays clean.
        for el in &mut self.elements {
            if let Some(before) = old.index.get(el.path()).and_then(|&j| old.elements.get(j)) {
                el.dirty = before.dirty.clone();
            }
        }
        // An inline element is not in this state yet: its view registers it again, and it
        // takes its value then ([`take_carried`](Self::take_carried)).
        self.carried.clear();
        for (i, el) in old.elements.iter().enumerate() {
            if old.holds_children(i) {
                continue;
            }
            if el.setup().kind.has_data() && !self.index.contains_key(el.path()) {
                self.carried
                    .push((el.path().to_owned(), el.value().clone(), el.dirty.clone()));
            }
        }
        let language = old.language().to_owned();
        if self.languages().iter().any(|(code, _)| *code == language) {
            let _ = self.set_language(&language);
        }
        Outcome::all()
    }
}

/// Whether options loaded from `url` answer the endpoint URL of the select at `path`
/// rendered from `values`, as the adapter renders it (`true` when they are no endpoint's, or
/// the select has none).
fn answers_url(
    path: &str,
    select: &crate::schema::SelectSchema,
    url: Option<&str>,
    values: &dyn Fn(&str) -> Option<crate::Value>,
) -> bool {
    let (Some(url), Some(template)) = (url, select.items.as_str()) else {
        return true;
    };
    crate::endpoint::UrlTemplate::parse(template)
        .with_element_path(path)
        .render(values)
        == url
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::element::ElementSetup;

    fn form(paths: &[&str]) -> FormState {
        let mut form = FormState::new(Vec::new(), "en".into());
        for path in paths {
            let added = form.add_element(ElementSetup::new(*path), &crate::Value::Null);
            assert!(added.is_ok());
        }
        form
    }

    #[test]
    fn a_disable_while_loading_lasts_until_the_load_ends() {
        let mut form = form(&["city"]);
        assert!(form.set_items_loading("city", true));
        assert!(!form.is_disabled("city"));
        assert!(form.disable_while_loading("city"), "shown disabled now");
        assert!(!form.disable_while_loading("city"), "already");
        assert!(form.is_disabled("city"));
        assert_eq!(form.items_reloads("city"), 0, "no reload asked for");
        assert!(form.set_items_loading("city", false));
        assert!(!form.is_disabled("city"));
    }

    #[test]
    fn activity_follows_the_path_across_a_replaced_state_and_a_late_element() {
        let mut old = form(&["kept", "gone"]);
        old.request_items("kept", true);
        old.set_items_loading("gone", true);
        // A path that is no element (yet): an inline element that registers later.
        old.items_answered("later");
        let mut new = form(&["kept"]);
        new.items_answered("kept");
        new.take_activity_from(&mut old);
        assert_eq!(new.items_reloads("kept"), 1);
        assert!(new.disabled_while_loading("kept"));
        assert_eq!(
            new.items_answers("kept"),
            0,
            "the new state's own is replaced"
        );
        assert!(new.items_loading("gone"));
        assert_eq!(new.items_answers("later"), 1);
        let added = new.add_element(ElementSetup::new("later"), &crate::Value::Null);
        assert!(added.is_ok());
        assert_eq!(new.items_answers("later"), 1);
        new.items_answered("later");
        assert_eq!(new.items_answers("later"), 2);
        assert!(new.end_disable_while_loading("kept"));
        assert!(!new.disabled_while_loading("kept"));
        assert!(!new.end_disable_while_loading("nowhere"));
        assert_eq!(new.clone().items_answers("later"), 2);
    }
}
