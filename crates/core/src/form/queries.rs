//! What the view reads: errors, validation flags, required, disabled, names, locale.

use super::state::FormState;
use super::view::{generic_name, view};
use crate::Value;
use crate::locale::Localizable;
use crate::messages::MessageContext;
use crate::rules::Validation;
use crate::schema::ElementSchema;

/// Element paths with a number each: a server check's sequence number or a debounce timer's
/// token ([`FormState::waits`]).
pub type PathNumbers = Vec<(String, u64)>;

impl FormState {
    /// The element's errors: errors the app added first (prepended), the failing rules'
    /// messages in rule order, then appended errors. Messages come from the element's
    /// `messages`, the form's `messages`, then the locale ([`locale`](Self::locale)), with
    /// the generic name as `:attribute`. A multilingual element lists every language, each
    /// suffixed ` (<language name>)` with the form's language names. Empty for an unknown
    /// path.
    ///
    /// A container (object, group, list) lists its own errors, then those of every
    /// available element below it.
    pub fn errors(&self, path: &str) -> Vec<String> {
        #[cfg(feature = "nested")]
        if let Some(below) = self.aggregated(path) {
            let mut out = self.own_errors(path);
            for j in below {
                if let Some(el) = self.elements.get(j) {
                    out.extend(self.own_errors(el.path()));
                }
            }
            return out;
        }
        self.own_errors(path)
    }

    /// The element's own errors (a container's without its children's).
    fn own_errors(&self, path: &str) -> Vec<String> {
        self.with_messages(path, |validation, bag, ctx| bag.errors(validation, ctx))
            .unwrap_or_default()
    }

    /// The first error; for a multilingual element the first failing message of its
    /// current language, without suffix.
    pub fn error(&self, path: &str) -> Option<String> {
        self.with_messages(path, |validation, bag, ctx| bag.error(validation, ctx))
            .flatten()
    }

    /// The messages (not errors) the app added to the element.
    pub fn messages_of(&self, path: &str) -> Vec<String> {
        self.runtime_of(path)
            .map(|rt| rt.bag.messages())
            .unwrap_or_default()
    }

    fn with_messages<T>(
        &self,
        path: &str,
        f: impl FnOnce(&Validation, &crate::messages::MessageBag, &MessageContext<'_>) -> T,
    ) -> Option<T> {
        let i = *self.index.get(path)?;
        let el = self.elements.get(i)?;
        let info = self.info.get(i)?;
        let rt = self.runtime.get(i)?;
        let attribute = self.generic_name(path)?;
        // The other element of `same:users.*.pw` is named with the `*` filled from this
        // element's path (`users.1.pw`), in the current locale.
        let view = view!(self, Some(path));
        let other = |p: &str| crate::rules::ValidationContext::generic_name(&view, p);
        let language_name = |code: &str| {
            self.languages
                .iter()
                .find(|(c, _)| c == code)
                .map(|(_, name)| name.clone())
        };
        let ctx = MessageContext {
            attribute: &attribute,
            locale: self.locale(),
            fallback_locale: &self.config.fallback_locale,
            element_messages: &info.messages,
            form_messages: &self.messages,
            other_names: Some(&other),
            language: el.language(),
            language_names: Some(&language_name),
        };
        Some(f(&rt.validation, &rt.bag, &ctx))
    }

    pub(crate) fn runtime_of(&self, path: &str) -> Option<&super::element_info::ElementRuntime> {
        self.index.get(path).and_then(|&i| self.runtime.get(i))
    }

    /// The element's validation state (rules, validators, failures).
    pub fn validation(&self, path: &str) -> Option<&Validation> {
        self.runtime_of(path).map(|rt| &rt.validation)
    }

    /// Any rule of the element failing (any language), as the reference's `invalid`.
    /// Errors added with [`ElementAction::AddError`](super::ElementAction::AddError) do not
    /// count here; they show in [`errors`](Self::errors) and [`error`](Self::error).
    ///
    /// A container is invalid when its own rules or an available element below it is.
    pub fn invalid(&self, path: &str) -> bool {
        #[cfg(feature = "nested")]
        if self.any_below(path, &|f, p| f.own_invalid(p)) == Some(true) {
            return true;
        }
        self.own_invalid(path)
    }

    /// Whether the element passes its rules in the language `code`: a multilingual element
    /// (one value per language) answers for that language's value alone, any other element
    /// for its whole value (as [`invalid`](Self::invalid)). `None` for an unknown path.
    /// What `validate_language` resolves to once its checks have settled.
    pub fn language_valid(&self, path: &str, code: &str) -> Option<bool> {
        let v = self.validation(path)?;
        Some(if v.is_multilingual() {
            !v.language_invalid(code)
        } else {
            !self.invalid(path)
        })
    }

    fn own_invalid(&self, path: &str) -> bool {
        self.runtime_of(path)
            .is_some_and(|rt| rt.validation.invalid())
    }

    /// The elements that fail the form, as `(path, first error)` in the form's order: the
    /// available ones failing a rule of their own (a container's children are listed
    /// themselves), as [`form_invalid`](Self::form_invalid) counts them. An element whose
    /// only error the app added (`add_error`, which never fails the form) is not listed.
    pub fn invalid_errors(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (el, rt) in self.elements.iter().zip(&self.runtime) {
            if el.available() && rt.validation.invalid() {
                if let Some(error) = self.error(el.path()) {
                    out.push((el.path().to_owned(), error));
                }
            }
        }
        out
    }

    /// What a submit that failed validation tells the user: the first invalid element (in
    /// the form's order; it takes the focus; for a container failing its own rule, its
    /// first invalid element below when it has one) and the status text saying how many need
    /// correcting in the form's locale (`form.invalidOne`, `form.invalidMany`: `"2 fields
    /// need correcting."`); `(None, "")` when none is invalid. Unavailable elements (their
    /// conditions fail) are left out, as in [`form_invalid`](Self::form_invalid).
    #[inline(never)] // called by `refused_submit` and the adapter: one copy (docs/size.md)
    pub fn failed_submit(&self) -> (Option<&str>, String) {
        // Each element's own rules: a container does not count its children again. An
        // unavailable element (its conditions fail) keeps its earlier state, which is ignored
        // here as by `form_invalid`: the user cannot see it, let alone correct it.
        // By index, in the form's order, as `form_invalid`.
        let shown_invalid = |i: usize| {
            self.elements
                .get(i)
                .is_some_and(crate::element::ElementState::available)
                && self
                    .runtime
                    .get(i)
                    .is_some_and(|rt| rt.validation.invalid())
        };
        let mut invalid = (0..self.elements.len()).filter(|&i| shown_invalid(i));
        let first_index = invalid.next();
        let count = usize::from(first_index.is_some()) + invalid.count();
        // A container failing its own rule (`min:2` on a list) with an invalid field below
        // it: that field takes the focus (a container's box cannot).
        #[cfg(feature = "nested")]
        let first_index = first_index.map(|first| {
            self.descendants(first)
                .into_iter()
                .find(|&j| shown_invalid(j))
                .unwrap_or(first)
        });
        let first = first_index
            .and_then(|i| self.elements.get(i))
            .map(crate::element::ElementState::path);
        // The config's `displayErrors` off: no summary (the fields still show theirs).
        let count = if self.config().display_errors {
            count
        } else {
            0
        };
        let text = match count {
            0 => String::new(),
            1 => crate::locale::translate(
                self.locale(),
                &self.config.fallback_locale,
                "form.invalidOne",
            )
            .unwrap_or_default()
            .to_owned(),
            _ => crate::locale::format(
                crate::locale::translate(
                    self.locale(),
                    &self.config.fallback_locale,
                    "form.invalidMany",
                )
                .unwrap_or_default(),
                &[("count", count.to_string())],
            ),
        };
        (first, text)
    }

    /// What a refused submit tells the user: [`failed_submit`](Self::failed_submit)'s answer
    /// when an element is invalid; when none is (the form changed during every round of
    /// checks, so no round validated what it holds), the status text
    /// `form.changedWhileChecked` ("The form changed while it was checked. Submit it
    /// again."), so the refusal never goes unseen.
    pub fn refused_submit(&self) -> (Option<&str>, String) {
        let (first, text) = self.failed_submit();
        if first.is_some() || !text.is_empty() || !self.unseen_failures().is_empty() {
            return (first, text);
        }
        let text = crate::locale::translate(
            self.locale(),
            &self.config.fallback_locale,
            "form.changedWhileChecked",
        )
        .unwrap_or_default()
        .to_owned();
        (None, text)
    }

    /// The `hidden` elements (`"type": "hidden"`: no field, no error, nothing to take the
    /// focus) that fail a submit on their own: their paths, in the form's order, when every
    /// available invalid element is one; empty otherwise (a visible field fails too and
    /// takes the focus, or none fails). The user cannot correct them, so the adapter warns
    /// the developer in the console (the reference shows nothing either).
    pub fn unseen_failures(&self) -> Vec<&str> {
        let mut out = Vec::new();
        for (i, el) in self.elements.iter().enumerate() {
            let invalid = el.available()
                && self
                    .runtime
                    .get(i)
                    .is_some_and(|rt| rt.validation.invalid());
            if !invalid {
                continue;
            }
            if !self.is_hidden_type(el.path()) {
                return Vec::new();
            }
            out.push(el.path());
        }
        out
    }

    /// Whether the element at `path` is a `hidden` element (`"type": "hidden"`).
    fn is_hidden_type(&self, path: &str) -> bool {
        #[cfg(feature = "hidden")]
        {
            matches!(self.schema_entry(path), Some(ElementSchema::Text(t))
                if t.kind == crate::schema::TextKind::Hidden)
        }
        #[cfg(not(feature = "hidden"))]
        {
            let _ = path;
            false
        }
    }

    /// Whether the element at `path` was modified since its last clean or reset: a container
    /// when it was itself (a list: an item was added, removed or moved since its default)
    /// or any available element below it was, as the reference's object/list `dirty`.
    pub fn is_dirty(&self, path: &str) -> bool {
        let own = self
            .el(path)
            .is_some_and(crate::element::ElementState::dirty);
        #[cfg(feature = "nested")]
        {
            own || self.any_below(path, &|f, p| f.el(p).is_some_and(|el| el.dirty())) == Some(true)
        }
        #[cfg(not(feature = "nested"))]
        {
            own
        }
    }

    /// The spec's `isSuccess` ("filled in successfully"): with rules, validated and none
    /// failing; without rules, changed since the last clean or reset
    /// ([`is_dirty`](Self::is_dirty): a container when an available element below it was).
    pub fn is_success(&self, path: &str) -> bool {
        if self.validation(path).is_some_and(Validation::has_rules) {
            self.validated(path) && !self.invalid(path)
        } else {
            self.is_dirty(path)
        }
    }

    /// Whether the field shows its success style (the `input_success` class): validated,
    /// with rules, none failing. Unlike [`is_success`](Self::is_success), a field without
    /// rules never shows it.
    pub fn shows_success(&self, path: &str) -> bool {
        self.validation(path).is_some_and(Validation::has_rules)
            && self.validated(path)
            && !self.invalid(path)
    }

    /// The spec's `isDanger`: the element has an error (a failing rule's or one the app
    /// added).
    pub fn is_danger(&self, path: &str) -> bool {
        self.error(path).is_some()
    }

    /// Disables or enables the whole form (the `<Form>`'s `disabled`): while disabled,
    /// [`is_disabled`](Self::is_disabled) is true for every element.
    pub fn set_form_disabled(&mut self, disabled: bool) {
        self.form_disabled = disabled;
    }

    /// Whether the whole form is disabled ([`set_form_disabled`](Self::set_form_disabled)).
    pub fn form_disabled(&self) -> bool {
        self.form_disabled
    }

    /// Every language of the element validated at least once (true without rules).
    /// A container: its own rules and every available element below it.
    pub fn validated(&self, path: &str) -> bool {
        #[cfg(feature = "nested")]
        if self.any_below(path, &|f, p| !f.own_validated(p)) == Some(true) {
            return false;
        }
        self.own_validated(path)
    }

    fn own_validated(&self, path: &str) -> bool {
        self.runtime_of(path)
            .is_some_and(|rt| rt.validation.validated())
    }

    /// What the form (or only the element at `path`) waits for, for a caller that cannot
    /// wait (off the browser, where no request or timer runs): each server check as `(path,
    /// seq)` for [`resolve_async_unchecked`](Self::resolve_async_unchecked) and each
    /// debounce timer as `(path, token)` for [`debounce_elapsed`](Self::debounce_elapsed).
    #[must_use]
    pub fn waits(&self, path: Option<&str>) -> (PathNumbers, PathNumbers) {
        let (mut checks, mut timers) = (Vec::new(), Vec::new());
        // The element at `path` and those below it (a container's children; a group's keep
        // their own paths, so by the tree, not by path prefix).
        let within: Option<Vec<usize>> = path.map(|p| match self.index.get(p) {
            #[cfg(feature = "nested")]
            Some(&i) => {
                let mut all = self.descendants(i);
                all.push(i);
                all
            }
            #[cfg(not(feature = "nested"))]
            Some(&i) => vec![i],
            None => Vec::new(),
        });
        for (i, (el, rt)) in self.elements.iter().zip(&self.runtime).enumerate() {
            if within.as_ref().is_some_and(|w| !w.contains(&i)) {
                continue;
            }
            let (seqs, tokens) = rt.validation.waits();
            checks.extend(seqs.into_iter().map(|s| (el.path().to_owned(), s)));
            timers.extend(tokens.into_iter().map(|t| (el.path().to_owned(), t)));
        }
        (checks, timers)
    }

    /// Whether the element at `path` still awaits its server check `seq` (a
    /// [`Task::AsyncCheck`](super::Task::AsyncCheck)'s): `false` once a newer check of the
    /// same rule replaced it, a reset dropped it, or the state was rebuilt. A check no longer
    /// awaited need not be sent: its answer would change nothing.
    pub fn awaits_check(&self, path: &str, seq: u64) -> bool {
        self.runtime_of(path)
            .is_some_and(|rt| rt.validation.awaits(seq))
    }

    /// A server check of the element is outstanding (a container: of it or an available
    /// element below it).
    pub fn pending(&self, path: &str) -> bool {
        #[cfg(feature = "nested")]
        if self.any_below(path, &|f, p| f.own_pending(p)) == Some(true) {
            return true;
        }
        self.own_pending(path)
    }

    fn own_pending(&self, path: &str) -> bool {
        self.runtime_of(path)
            .is_some_and(|rt| rt.validation.pending())
    }

    /// A rule of the element waits for its debounce timer (a container: of it or an
    /// available element below it).
    pub fn debouncing(&self, path: &str) -> bool {
        #[cfg(feature = "nested")]
        if self.any_below(path, &|f, p| f.own_debouncing(p)) == Some(true) {
            return true;
        }
        self.own_debouncing(path)
    }

    fn own_debouncing(&self, path: &str) -> bool {
        self.runtime_of(path)
            .is_some_and(|rt| rt.validation.debouncing())
    }

    /// `pending || debouncing`.
    pub fn busy(&self, path: &str) -> bool {
        self.pending(path) || self.debouncing(path)
    }

    /// The element has a `required` rule whose conditions (if any) hold now; with rules per
    /// language, in the element's current language (the one its surface shows, whose error
    /// [`error`](Self::error) gives and whose emptiness `empty()` reads: the form's, unless
    /// the element lacks it or was switched on its own): its `*` and `aria-required` follow
    /// the language switcher.
    pub fn is_required(&self, path: &str) -> bool {
        let Some(&i) = self.index.get(path) else {
            return false;
        };
        let (Some(el), Some(rt)) = (self.elements.get(i), self.runtime.get(i)) else {
            return false;
        };
        let view = view!(self, Some(path));
        if rt.validation.is_multilingual() {
            rt.validation
                .is_required_in(&view, el.language().unwrap_or(self.language()))
        } else {
            rt.validation.is_required(&view)
        }
    }

    /// Whether the element is disabled: while a reload asked with `update_items(true)`
    /// (or a native select's `{path}` refetch) runs
    /// ([`disabled_while_loading`](Self::disabled_while_loading)) or while the whole
    /// form is ([`set_form_disabled`](Self::set_form_disabled), the `<Form>`'s `disabled`);
    /// else `disable()`/`enable()` win; otherwise the `disabled` spec evaluated against the
    /// form now (conditions, a function, a boolean), or the element's static `disabled`
    /// option. False for an unknown path, and for an object, a group, a static or a hidden
    /// element (under a disabled form too), which have no disabled state
    /// ([`ElementKind::no_disabled_state`](crate::element::ElementKind::no_disabled_state)).
    /// This is the spec's `isDisabled`, and what the views render.
    ///
    /// This, not [`ElementState::is_disabled`](crate::element::ElementState::is_disabled)
    /// (which does not know the spec), is what the view should use.
    pub fn is_disabled(&self, path: &str) -> bool {
        if self.disabled_while_loading(path) {
            return true;
        }
        let Some(&i) = self.index.get(path) else {
            return false;
        };
        let (Some(el), Some(info)) = (self.elements.get(i), self.info.get(i)) else {
            return false;
        };
        // An object, a group, a static, a hidden element: no disabled state (`disable()`
        // refuses).
        if el.kind().no_disabled_state().is_some() {
            return false;
        }
        if self.form_disabled {
            return true;
        }
        if let Some(local) = el.local_disabled {
            return local;
        }
        let view = view!(self);
        info.disabled.evaluate(&view, path) || el.disabled_option
    }

    /// The element's name in messages: `fieldName`, label, floating label, placeholder
    /// (with `floatPlaceholders`), else the humanised name (`first_name` → `First name`),
    /// a list's item its list's name and its position ("Phones 2", in the current locale).
    pub fn generic_name(&self, path: &str) -> Option<String> {
        generic_name(
            &self.elements,
            &self.index,
            &self.info,
            *self.index.get(path)?,
            self.locale(),
            &self.config.fallback_locale,
            self.config.float_placeholders,
        )
    }

    /// The spec's `hasFloating` (select, text, textarea): a `floating` label, or a placeholder
    /// with the config's `floatPlaceholders` (or `floating: true`); `floating: false` turns it
    /// off. `false` for the editor, a native multiselect (a `<select multiple>` shows no
    /// floating label), another kind and an unknown path.
    #[must_use]
    pub fn has_floating(&self, path: &str) -> bool {
        use crate::schema::Floating;
        let floats = |floating: &Option<Floating>, placeholder: bool| match floating {
            Some(Floating::Off) => false,
            Some(Floating::Label(_)) => true,
            Some(Floating::Placeholder) => placeholder,
            None => placeholder && self.config.float_placeholders,
        };
        match self.schema_entry(path) {
            Some(ElementSchema::Select(select)) => {
                !(select.is_native() && select.is_multi())
                    && floats(&select.floating, select.common.placeholder.is_some())
            }
            #[cfg(feature = "text-family")]
            Some(ElementSchema::Text(text)) => {
                floats(&text.floating, text.common.placeholder.is_some())
            }
            _ => false,
        }
    }

    /// The reference's `hasAddonBefore` (text, textarea, t-text, t-textarea): the `addons`
    /// option's `before`, or an `addon-before` slot in the schema's `slots` (a string,
    /// rendered as sanitized HTML, or `{"fn": …}`, which the view calls; either in place of
    /// the option). `false` for another kind (a
    /// hidden has no addons) and an unknown path. A component's inline `addon_before` render
    /// prop is the view's: the view shows the addon for it whatever this says.
    #[must_use]
    pub fn has_addon_before(&self, path: &str) -> bool {
        self.has_addon(path, true)
    }

    /// The reference's `hasAddonAfter`: as [`has_addon_before`](Self::has_addon_before), for
    /// `addons.after` and the `addon-after` slot.
    #[must_use]
    pub fn has_addon_after(&self, path: &str) -> bool {
        self.has_addon(path, false)
    }

    #[cfg_attr(not(feature = "text-family"), allow(unused_variables))]
    fn has_addon(&self, path: &str, before: bool) -> bool {
        match self.schema_entry(path) {
            #[cfg(feature = "text-family")]
            Some(ElementSchema::Text(text)) => {
                let (option, slot) = if before {
                    (&text.addon_before, "addon-before")
                } else {
                    (&text.addon_after, "addon-after")
                };
                option.is_some()
                    || text.common.slots.get(slot).is_some_and(|s| {
                        s.is_string() || crate::schema::functions::looks_like_ref(s)
                    })
            }
            _ => false,
        }
    }

    /// The name of the open listbox of a select, multiselect or tags element that nothing
    /// labels (no label, no list item name): its placeholder in the current locale, else its
    /// [`generic_name`](Self::generic_name) (an `aria-label` in its `attrs` first), given as
    /// the listbox's `aria-label`
    /// ([`ComboAria::listbox_label`](crate::combobox::ComboAria::listbox_label)). The
    /// combobox's value text names the value, not the list, and an unnamed listbox fails
    /// axe's `aria-input-field-name`.
    #[must_use]
    pub fn unlabelled_listbox_name(&self, path: &str) -> Option<String> {
        if let Some(label) = self.attrs_label(path) {
            return Some(label);
        }
        let placeholder = self
            .schema_entry(path)?
            .common()
            .placeholder
            .as_ref()
            .map(|p| p.resolve(self.locale(), &self.config.fallback_locale))
            .filter(|p| !p.trim().is_empty());
        placeholder.or_else(|| self.generic_name(path))
    }

    /// Any available element changed since its default, `reset` or `clean`: the
    /// reference's form `dirty`. A `load` (or `update`) marks the elements whose values it
    /// changes dirty, as the reference's; call `clean()` after loading a record to start
    /// clean.
    pub fn form_dirty(&self) -> bool {
        self.elements.iter().any(|el| el.available() && el.dirty())
    }

    /// Every available element validated (one without rules is from the start): the
    /// reference's form `validated`.
    pub fn form_validated(&self) -> bool {
        self.elements
            .iter()
            .zip(&self.runtime)
            .all(|(el, rt)| !el.available() || rt.validation.validated())
    }

    /// Any available element waiting for a server answer or a debounce timer: the
    /// reference's form `busy` (a submit running is the adapter's `is_submitting`).
    pub fn form_busy(&self) -> bool {
        self.elements.iter().zip(&self.runtime).any(|(el, rt)| {
            el.available() && (rt.validation.pending() || rt.validation.debouncing())
        })
    }

    /// The `aria-label` the element's `attrs` option gives its field (a select, the text
    /// family; as [`input_attrs`](crate::sanitize::input_attrs) keeps it): the app's name,
    /// which the names core falls back on ([`unlabelled_name`](Self::unlabelled_name),
    /// [`unlabelled_listbox_name`](Self::unlabelled_listbox_name)) take rather than
    /// replace (the field's own attribute would win over `attrs`).
    pub(crate) fn attrs_label(&self, path: &str) -> Option<String> {
        let attrs = match self.schema_entry(path)? {
            ElementSchema::Select(s) => &s.attrs,
            #[cfg(feature = "text-family")]
            ElementSchema::Text(t) => &t.attrs,
            _ => return None,
        };
        crate::sanitize::input_attrs(attrs)
            .into_iter()
            .find(|(name, _)| name.eq_ignore_ascii_case("aria-label"))
            .map(|(_, value)| value)
            .filter(|value| !value.trim().is_empty())
    }

    /// The accessible name (and title) of a dropdown select's clear button: the locale's
    /// `select.clear` ("Clear :label", "`:label` leeren") with `:label` the element's label
    /// as text, else its [`unlabelled_listbox_name`](Self::unlabelled_listbox_name) (the
    /// placeholder, else the generic name), so two clear buttons on a page differ. A custom
    /// locale string without `:label` is used as it is. `None` for an unknown path.
    #[must_use]
    pub fn clear_label(&self, path: &str) -> Option<String> {
        let (locale, fallback) = (self.locale(), &self.config.fallback_locale);
        // The label's text, stripped once when the label was set (`label_text`), not per
        // render.
        let label = self
            .info
            .get(*self.index.get(path)?)?
            .label_text
            .as_ref()
            .map(|l| l.resolve(locale, fallback).trim().to_owned())
            .filter(|l| !l.is_empty())
            .or_else(|| self.unlabelled_listbox_name(path))
            .unwrap_or_default();
        let text =
            crate::locale::translate(locale, fallback, "select.clear").unwrap_or("Clear :label");
        Some(
            crate::locale::format(text, &[("label", label)])
                .trim()
                .to_owned(),
        )
    }

    /// Any available element failing a rule (unavailable elements never fail the form).
    pub fn form_invalid(&self) -> bool {
        self.elements
            .iter()
            .zip(&self.runtime)
            .any(|(el, rt)| el.available() && rt.validation.invalid())
    }

    /// Whether the item `value` of the checkbox or radio group at `path` is disabled by the
    /// group's `disables` option or at runtime (`disable_items` / `enable_items`, which win);
    /// `false` for an unknown path or another element. The element's own disabled state and
    /// an item's `disabled: true` are not part of this.
    #[cfg(feature = "choice")]
    pub fn item_disabled(&self, path: &str, value: &Value) -> bool {
        match (self.el(path), self.schema_entry(path)) {
            (Some(el), Some(ElementSchema::Choice(choice))) => {
                el.disabled_items().is_disabled(value, choice)
            }
            _ => false,
        }
    }

    /// The schema entry the element was built from (`None` for inline elements).
    pub fn schema_entry(&self, path: &str) -> Option<&ElementSchema> {
        let i = *self.index.get(path)?;
        self.info.get(i)?.schema.as_deref()
    }

    /// The schema entry the element was built from, shared (no copy: a select's items can
    /// be large); `None` for inline elements added without a schema entry.
    pub fn schema_entry_shared(&self, path: &str) -> Option<std::sync::Arc<ElementSchema>> {
        let i = *self.index.get(path)?;
        self.info.get(i)?.schema.clone()
    }

    /// The locale of messages and texts: the one set with [`set_locale`](Self::set_locale)
    /// (initially the config's `locale`), else the config's `fallbackLocale`.
    pub fn locale(&self) -> &str {
        self.locale
            .as_deref()
            .unwrap_or(&self.config.fallback_locale)
    }

    /// Sets the locale (`None`: the config's `fallbackLocale`). Messages are resolved when
    /// read, so errors switch language at once. A form-wide change when the locale differs
    /// (every view re-renders), else nothing.
    pub fn set_locale(&mut self, locale: Option<String>) -> super::Outcome {
        if self.locale == locale {
            return super::Outcome::none();
        }
        self.locale = locale;
        // A locale map of expressions gives another text now.
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        {
            let mut log = super::outcome::Log::default();
            self.refresh_expressions(None, super::expressions::Refresh::FormWide, &mut log);
            Self::outcome_all(log)
        }
        #[cfg(not(all(feature = "expressions", feature = "text-family")))]
        super::Outcome::all()
    }

    /// The form's `messages` (rule → text or `{locale: text}`).
    pub fn form_messages(&self) -> &Value {
        &self.messages
    }

    /// Replaces the form's `messages`. Returns false, keeping the messages, for a value
    /// nesting arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING)
    /// levels (built in Rust: JSON text cannot hold one).
    pub fn set_messages(&mut self, messages: Value) -> bool {
        if crate::json_text::nests_too_deep(&messages, 0) {
            crate::json_text::drop_flat(messages);
            return false;
        }
        self.messages = messages;
        true
    }

    /// Replaces the element's `messages`. Returns false, keeping the messages, for an
    /// unknown path or a value nesting deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels.
    pub fn set_element_messages(&mut self, path: &str, messages: Value) -> bool {
        if crate::json_text::nests_too_deep(&messages, 0) {
            crate::json_text::drop_flat(messages);
            return false;
        }
        self.info_mut(path)
            .map(|info| info.messages = messages)
            .is_some()
    }

    /// Sets the element's `fieldName`. Returns false for an unknown path.
    pub fn set_field_name(&mut self, path: &str, name: String) -> bool {
        self.info_mut(path)
            .map(|info| info.field_name = Some(Localizable::Text(name)))
            .is_some()
    }

    /// Sets the element's `label` (used in its generic name). Returns false for an unknown
    /// path.
    pub fn set_label(&mut self, path: &str, label: Localizable) -> bool {
        self.info_mut(path)
            .map(|info| info.label_text = Some(super::element_info::label_text(&label)))
            .is_some()
    }

    /// Sets the element's `debounce` in milliseconds (`None` or 0: validate at once).
    /// Returns false for an unknown path.
    pub fn set_debounce(&mut self, path: &str, debounce: Option<u64>) -> bool {
        let Some(&i) = self.index.get(path) else {
            return false;
        };
        match self.runtime.get_mut(i) {
            Some(rt) => {
                rt.validation.set_debounce(debounce);
                true
            }
            None => false,
        }
    }

    fn info_mut(&mut self, path: &str) -> Option<&mut super::element_info::ElementInfo> {
        let i = *self.index.get(path)?;
        self.info.get_mut(i)
    }
}
