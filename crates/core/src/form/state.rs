//! [`FormState`]: the elements of a form by dotted path, in insertion order, with what the
//! form runs for each: its schema entry, conditions, `disabled` spec, validation and
//! message bag.

use std::collections::HashMap;

use super::element_info::{ElementInfo, ElementRuntime};
use super::error::FormError;
use super::lookup::value_in;
use super::outcome::{Log, Outcome};
use super::view::view;
use crate::Value;
use crate::conditions::{AvailabilityEngine, Conditions, DisabledSpec};
use crate::config::FormConfig;
use crate::element::{ElementActivity, ElementSetup, ElementState};
use crate::expression::Date;
use crate::rules::{RuleSpec, Validation};

/// Every element of a form, by dotted path, in the order they were added, plus the
/// form's languages, selected language, configuration, locale and clock.
///
/// Each element has its [`Conditions`] (registered in an [`AvailabilityEngine`] the form
/// owns), its [`DisabledSpec`], its [`Validation`] and its
/// [`MessageBag`](crate::messages::MessageBag). Change an element through
/// [`set_value`](Self::set_value) or [`apply`](Self::apply) so that availability and
/// validation follow; [`el_mut`](Self::el_mut) changes the element alone.
///
/// The form never reads the system clock itself (that panics on wasm): the caller gives it
/// a clock ([`set_clock`](Self::set_clock), read at each check: yewform-elements' `<Form>`
/// does, with the browser's local date), or sets a fixed `today`
/// ([`set_today`](Self::set_today)) and optionally the time for `NOW()`
/// ([`set_now_iso`](Self::set_now_iso)). A form built with [`new`](Self::new) starts at
/// 1970-01-01.
#[derive(Debug)]
pub struct FormState {
    pub(crate) elements: Vec<ElementState>,
    pub(crate) index: HashMap<String, usize>,
    pub(crate) languages: Vec<(String, String)>,
    pub(crate) language: String,
    /// Per element (same index as `elements`): what the view and conditions read.
    pub(crate) info: Vec<ElementInfo>,
    /// Per element (same index as `elements`): validation, message bag, debounce.
    pub(crate) runtime: Vec<ElementRuntime>,
    pub(crate) engine: AvailabilityEngine,
    /// `(dependency path, element index)`: rules of the element read that path.
    pub(crate) rule_deps: Vec<(String, usize)>,
    pub(crate) config: FormConfig,
    /// The form's `messages` (rule → text), between element `messages` and the locale.
    pub(crate) messages: Value,
    pub(crate) locale: Option<String>,
    pub(crate) today: Date,
    pub(crate) now_iso: Option<String>,
    /// The clock set with [`set_clock`](Self::set_clock), read at each check.
    pub(crate) clock: Option<super::clock::Clock>,
    /// Source of tokens for multilingual debounce timers.
    pub(crate) next_token: u64,
    /// While `load` resizes a list: the data being loaded, so that a new item's own lists
    /// are built with the number of items the data gives them (not `initial` items resized
    /// one list at a time, each a pass over the form).
    #[cfg(feature = "list")]
    pub(crate) load_shape: Option<Value>,
    /// With [`load_shape`](Self::load_shape), for `update()`: a new item's own list takes
    /// its default's items first (as it would have been built, then resized to the data's
    /// length), not only blank items as for `load`.
    #[cfg(feature = "list")]
    pub(crate) shape_keeps_defaults: bool,
    /// While a form-wide or a container's `update`/`clear`/`reset` resizes its lists: the
    /// dependencies (rules, conditions, availability) are rebuilt once at the end, not per
    /// list.
    #[cfg(feature = "list")]
    pub(crate) defer_reindex: bool,
    /// While a change that may drop list items runs (`update`, `clear`, `load`, `reset`,
    /// a new item schema; [`noting_dropped`](Self::noting_dropped)): the paths of the
    /// items it removed, for its [`Outcome::renamed`](super::Outcome::renamed). `None`:
    /// not noted.
    #[cfg(feature = "list")]
    pub(crate) dropped: Option<Vec<String>>,
    /// While computed values are refreshed (`refresh_expressions`): the containers above
    /// the elements that moved, with their values before the refresh, by index. Their deep
    /// `change` fires once at the end, not once per computed element (500 computed fields
    /// in a list of 500 items fired 500 `change`s of the whole list, each with two copies
    /// of it).
    #[cfg(feature = "nested")]
    pub(crate) deferred_above: Option<std::collections::BTreeMap<usize, Value>>,
    /// The form's `default` object, for elements added later (inline elements).
    pub(crate) form_default: Value,
    /// The Rust functions the schema may name (`{"fn": "<name>"}`).
    pub(crate) functions: std::rc::Rc<crate::schema::Functions>,
    /// Per element path: options, items requests, reloads (see `activity.rs`); a list
    /// sorted by path and searched by bisection, not a map (one hashbrown instantiation
    /// less, docs/size.md). A new path shifts the entries after it: 10,000 paths added in
    /// reverse order took 21 ms natively (measured), small beside mounting that many
    /// elements.
    pub(crate) activity: Vec<(String, ElementActivity)>,
    /// The path of the element that has the focus.
    pub(crate) focused: Option<String>,
    /// The whole form is disabled (the `<Form>`'s `disabled`): every element is.
    pub(crate) form_disabled: bool,
    /// The values (and `dirty` flags) of the elements the state this one replaced had and
    /// this one lacks (an inline element, which registers again after a rebuild), by path:
    /// taken, once, when
    /// such an element is added ([`take_values_from`](Self::take_values_from)).
    pub(crate) carried: Vec<(String, Value, crate::element::dirty::DirtyFlags)>,
    /// While a user's pick waits for its listeners ([`begin_held`](Self::begin_held) until
    /// [`end_held`](Self::end_held)): what the held change recorded.
    pub(crate) held: Option<super::held::Held>,
}

/// 1970-01-01: the clock of a form nobody gave a date.
fn epoch() -> Date {
    Date::EPOCH
}

impl Clone for FormState {
    /// A deep copy. The availability engine (which holds functions) is rebuilt from the
    /// elements' conditions and recomputed, so the copy answers the same.
    fn clone(&self) -> Self {
        let mut engine = AvailabilityEngine::new();
        for (el, info) in self.elements.iter().zip(&self.info) {
            register(&mut engine, el.path().to_owned(), &info.conditions);
        }
        let mut form = FormState {
            elements: self.elements.clone(),
            index: self.index.clone(),
            languages: self.languages.clone(),
            language: self.language.clone(),
            info: self.info.clone(),
            runtime: self.runtime.clone(),
            engine,
            rule_deps: self.rule_deps.clone(),
            config: self.config.clone(),
            messages: self.messages.clone(),
            locale: self.locale.clone(),
            today: self.today,
            now_iso: self.now_iso.clone(),
            clock: self.clock,
            next_token: self.next_token,
            #[cfg(feature = "list")]
            load_shape: None,
            #[cfg(feature = "list")]
            shape_keeps_defaults: false,
            #[cfg(feature = "list")]
            defer_reindex: false,
            #[cfg(feature = "list")]
            dropped: None,
            #[cfg(feature = "nested")]
            deferred_above: None,
            form_default: self.form_default.clone(),
            functions: self.functions.clone(),
            activity: self.activity.clone(),
            focused: self.focused.clone(),
            form_disabled: self.form_disabled,
            carried: self.carried.clone(),
            held: None,
        };
        let view = view!(form);
        form.engine.recompute_all(&view);
        form
    }
}

impl FormState {
    /// An empty form with its languages (`(code, name)` pairs, e.g. `("en", "English")`)
    /// and selected language code, the default [`FormConfig`] otherwise, and the clock at
    /// 1970-01-01.
    ///
    /// A `language` that is not among `languages` falls back to the first listed language
    /// (it is kept as given when the list is empty).
    pub fn new(languages: Vec<(String, String)>, language: String) -> Self {
        let config = FormConfig {
            languages,
            language,
            ..FormConfig::default()
        };
        Self::with_config(&config, epoch())
    }

    /// An empty form with this configuration (languages, language, locale, `messages`,
    /// `validateOn`, `floatPlaceholders`, `strictConditions`) and clock.
    ///
    /// A `config.language` that is not among `config.languages` falls back to the first
    /// listed language.
    pub fn with_config(config: &FormConfig, today: Date) -> Self {
        let languages = config.languages.clone();
        let language = config.language.clone();
        let language = if languages.is_empty() || languages.iter().any(|(c, _)| *c == language) {
            language
        } else {
            languages
                .first()
                .map(|(c, _)| c.clone())
                .unwrap_or(language)
        };
        Self {
            elements: Vec::new(),
            index: HashMap::new(),
            languages,
            language,
            info: Vec::new(),
            runtime: Vec::new(),
            engine: AvailabilityEngine::new(),
            rule_deps: Vec::new(),
            messages: config.messages.clone(),
            locale: config.locale.clone(),
            config: config.clone(),
            today,
            now_iso: None,
            clock: None,
            next_token: 0,
            #[cfg(feature = "list")]
            load_shape: None,
            #[cfg(feature = "list")]
            shape_keeps_defaults: false,
            #[cfg(feature = "list")]
            defer_reindex: false,
            #[cfg(feature = "list")]
            dropped: None,
            #[cfg(feature = "nested")]
            deferred_above: None,
            form_default: Value::Null,
            functions: std::rc::Rc::default(),
            activity: Vec::new(),
            focused: None,
            form_disabled: false,
            carried: Vec::new(),
            held: None,
        }
    }

    /// Adds an element built from `setup`, without rules, conditions or `disabled` spec
    /// (see [`add_element_with`](Self::add_element_with)).
    ///
    /// `form_default` is the form's `default` object; the element's inherited default is
    /// the entry at its data path (`form_default[name]`, or
    /// `form_default[parent][…][name]` for a nested element) when present. The element
    /// follows the form's language when it has it (a multilingual element without it
    /// stays in its first language).
    ///
    /// Fails with [`FormError::DuplicatePath`] when the path is taken.
    pub fn add_element(
        &mut self,
        setup: ElementSetup,
        form_default: &Value,
    ) -> Result<(), FormError> {
        self.add_element_with(
            setup,
            RuleSpec::default(),
            Conditions::new(),
            DisabledSpec::default(),
            form_default,
        )
        .map(|_| ())
    }

    /// Adds an element with its rules, conditions and `disabled` spec, then recomputes
    /// availability (the new element may be referenced by others' conditions). Re-rendered
    /// are the new element and those whose availability changed.
    ///
    /// Fails with [`FormError::DuplicatePath`] when the path is taken,
    /// [`FormError::TooDeep`] when `form_default` or the setup's `default` or `on_off` nests
    /// arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels
    /// (a value built in Rust), and [`FormError::Schema`] for rules per language the schema
    /// refuses (keyed by a language the element lacks, or given to an element without a
    /// value per language); nothing changes then.
    pub fn add_element_with(
        &mut self,
        setup: ElementSetup,
        rules: RuleSpec,
        conditions: Conditions,
        disabled: DisabledSpec,
        form_default: &Value,
    ) -> Result<Outcome, FormError> {
        Self::check_data_depth(form_default)?;
        let setup = Self::check_setup_depth(setup)?;
        let i = self.insert(setup, rules, conditions, disabled, form_default)?;
        let path = self.elements.get(i).map(|el| el.path().to_owned());
        let log = self.availability_log();
        Ok(self.outcome_at(path.as_deref(), log))
    }

    /// Adds the element without recomputing availability; returns its index.
    pub(crate) fn insert(
        &mut self,
        setup: ElementSetup,
        rules: RuleSpec,
        conditions: Conditions,
        disabled: DisabledSpec,
        form_default: &Value,
    ) -> Result<usize, FormError> {
        let segments = data_segments(&setup);
        let inherited = value_in(form_default, segments.iter().map(String::as_str));
        let validation = Validation::new(rules, setup.languages.as_deref());
        let mut element = ElementState::new(setup, inherited);
        let path = element.path().to_owned();
        crate::schema::check_rule_languages(
            &path,
            element.setup().languages.as_deref(),
            validation.spec(),
        )
        .map_err(FormError::Schema)?;
        if self.index.contains_key(&path) {
            return Err(FormError::DuplicatePath { path });
        }
        // A multilingual element that lacks the form language keeps its first language.
        let _ = element.set_language(&self.language);
        let i = self.elements.len();
        for dep in validation.dependencies_at(&path) {
            self.rule_deps.push((dep, i));
        }
        // While lists are resized (`load`, `update`, `reset`, …) the engine is rebuilt once
        // at the end: registering here could meet a removed item's stale path, which costs
        // a pass over the engine each.
        #[cfg(feature = "list")]
        let deferred = self.load_shape.is_some() || self.defer_reindex;
        #[cfg(not(feature = "list"))]
        let deferred = false;
        if !deferred {
            register(&mut self.engine, path.clone(), &conditions);
        }
        self.info
            .push(ElementInfo::new(&path, conditions, disabled));
        self.runtime.push(ElementRuntime::new(validation));
        self.index.insert(path, i);
        self.elements.push(element);
        Ok(i)
    }

    /// Evaluates every element's conditions from scratch and applies the result; re-rendered
    /// are the elements whose availability changed and those that read them.
    pub fn recompute_availability(&mut self) -> Outcome {
        let log = self.availability_log();
        self.outcome_at(None, log)
    }

    /// [`recompute_availability`](Self::recompute_availability)'s log: the availability
    /// changes.
    pub(crate) fn availability_log(&mut self) -> Log {
        let mut out = Log::default();
        self.recompute_into(&mut out);
        out
    }

    /// Recomputes availability into `out`.
    pub(crate) fn recompute_into(&mut self, out: &mut Log) {
        let view = view!(self);
        let flips = self.engine.recompute_all(&view);
        self.apply_availability(flips, out);
    }

    /// Feeds the engine's availability changes into the elements; the log records them.
    pub(crate) fn apply_availability(&mut self, flips: Vec<(String, bool)>, out: &mut Log) {
        for (path, available) in flips {
            if let Some(el) = self.el_mut(&path) {
                el.set_available(available);
            }
            out.reached(&path);
        }
    }

    /// The index of the element at `path`, or [`FormError::UnknownPath`].
    pub(crate) fn position(&self, path: &str) -> Result<usize, FormError> {
        self.index
            .get(path)
            .copied()
            .ok_or_else(|| FormError::UnknownPath {
                path: path.to_owned(),
                #[cfg(feature = "group")]
                instead: self.group_child_path(path),
                #[cfg(not(feature = "group"))]
                instead: None,
            })
    }

    /// The element at this dotted path.
    pub fn el(&self, path: &str) -> Option<&ElementState> {
        self.index.get(path).and_then(|&i| self.elements.get(i))
    }

    /// The element at this dotted path, to run a transition on it directly. Availability
    /// and validation do not follow such a change; use [`set_value`](Self::set_value) or
    /// [`apply`](Self::apply) for that.
    pub fn el_mut(&mut self, path: &str) -> Option<&mut ElementState> {
        let i = *self.index.get(path)?;
        self.elements.get_mut(i)
    }

    /// Every element path, in insertion order.
    pub fn paths(&self) -> Vec<&str> {
        self.elements.iter().map(ElementState::path).collect()
    }

    /// Every element, in insertion order.
    pub fn elements(&self) -> impl Iterator<Item = &ElementState> {
        self.elements.iter()
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.elements.len()
    }

    /// True when the form has no element.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// The selected language code.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The form's languages as `(code, name)` pairs.
    pub fn languages(&self) -> &[(String, String)] {
        &self.languages
    }

    /// The form's configuration.
    pub fn config(&self) -> &FormConfig {
        &self.config
    }
}

/// Registers `conditions` for `path` in `engine`. Without the `conditions` feature the
/// engine keeps no conditions, so none are copied (less wasm, docs/size.md).
pub(crate) fn register(engine: &mut AvailabilityEngine, path: String, conditions: &Conditions) {
    #[cfg(feature = "conditions")]
    engine.register(path, conditions.clone());
    #[cfg(not(feature = "conditions"))]
    {
        let _ = conditions;
        engine.register(path, Conditions::default());
    }
}

/// The data path of an element as segments: the parent path's segments, then the name.
pub(crate) fn data_segments(setup: &ElementSetup) -> Vec<String> {
    let mut segments: Vec<String> = Vec::new();
    for s in setup.parent_path.as_deref().unwrap_or("").split('.') {
        if !s.is_empty() {
            segments.push(s.to_owned());
        }
    }
    segments.push(setup.name.clone());
    segments
}
