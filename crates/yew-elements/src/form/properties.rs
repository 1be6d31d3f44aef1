//! The spec's runtime properties of an element that are read from its options and the form
//! (`aria`, `Placeholder`, `hasLabel`, `hasFloating`, `Size`, `View`, `template`, `classes`,
//! `isSuccess`, `isDanger`, `parent`, `container`, `input`, `mounted`, `useCustomFilled`,
//! `isFilled`, `model`, `dataPath`), as getters of [`ElementHandle`]; `fieldOptions` is in
//! `field_options.rs`.

use serde_json::{Map, Value};
use yewform_core::classes::{ComputedClasses, component_name_for_type};
use yewform_core::config::RequiredMark;
use yewform_core::form::FormState;
use yewform_core::items::OptionStore;
use yewform_core::layout::Presentation;
use yewform_core::locale::Localizable;
use yewform_core::schema::{Choice, ElementSchema};

use super::ElementHandle;

impl ElementHandle {
    /// Reads the element's schema entry with the form state.
    pub(super) fn with_entry<R>(
        &self,
        f: impl FnOnce(&FormState, &ElementSchema) -> R,
    ) -> Option<R> {
        self.form()
            .read(|s| s.schema_entry(self.path()).map(|entry| f(s, entry)))
            .flatten()
    }

    /// A localizable option in the form's locale.
    fn localized(s: &FormState, text: &Option<Localizable>) -> Option<String> {
        text.as_ref()
            .map(|t| t.resolve(s.locale(), &s.config().fallback_locale))
    }

    /// The spec's `aria`: the `aria-*` attributes of the element with the field's id, as the
    /// views render them, as a JSON object; decided by core ([`FormState::aria`], which lists
    /// the set per kind: for a text field or a select `aria-labelledby` (a dropdown's
    /// combobox adds its value text, `<id>__value`; without a label box `aria-label`, the
    /// generic name, `FormState::unlabelled_name`), `aria-describedby` (with the error's id
    /// while it shows), `aria-invalid`, `aria-errormessage`, `aria-disabled`, `aria-busy`,
    /// and `aria-required` when required; fewer for a checkbox, a group's fieldset, a
    /// container, a button; none for hidden). A `label`, `info` or `description` given only
    /// as a render-prop slot is not seen here.
    pub fn aria(&self) -> Value {
        let id = self
            .with_entry(|_, entry| entry.common().id.clone())
            .flatten();
        let id = self.field_id(id.as_deref());
        self.read(|s, p| Value::Object(s.aria(p, &id)))
            .unwrap_or_else(|| Value::Object(Map::new()))
    }

    /// The spec's `Placeholder`: the localized placeholder, with `*` appended when the
    /// element is required and the config's `showRequired` lists `placeholder`.
    pub fn placeholder(&self) -> Option<String> {
        let required = self.is_required();
        self.with_entry(|s, entry| {
            Self::localized(s, &entry.common().placeholder).map(|text| {
                s.config()
                    .mark_required(&text, RequiredMark::Placeholder, required)
            })
        })
        .flatten()
    }

    /// The spec's `hasLabel`: a `label` option, a `label` slot in the schema's `slots`, or the
    /// form's `forceLabels` ([`FormState::has_label`]). (A label render prop is the view's:
    /// the view shows the label box for it whatever this says.)
    pub fn has_label(&self) -> bool {
        self.flag(|s, p| s.has_label(p))
    }

    /// The spec's `hasFloating` (select, text, textarea): a `floating` label, or a placeholder with the
    /// form's `floatPlaceholders` (or `floating: true`); `floating: false` turns it off. Always
    /// false for the editor and a native multiselect (a `<select multiple>`: no floating label).
    /// Decided in core ([`FormState::has_floating`]).
    pub fn has_floating(&self) -> bool {
        self.flag(|s, p| s.has_floating(p))
    }

    /// The reference's `hasAddonBefore` (the text elements): the `addons` option's `before`,
    /// or an `addon-before` slot function in the schema's `slots`; false for other kinds and
    /// an unknown path. (An inline `addon_before` render prop is the view's: the view shows
    /// the addon for it whatever this says.) Decided in core
    /// ([`FormState::has_addon_before`]).
    pub fn has_addon_before(&self) -> bool {
        self.flag(|s, p| s.has_addon_before(p))
    }

    /// The reference's `hasAddonAfter`: as [`has_addon_before`](Self::has_addon_before), for
    /// `addons.after` and the `addon-after` slot ([`FormState::has_addon_after`]).
    pub fn has_addon_after(&self) -> bool {
        self.flag(|s, p| s.has_addon_after(p))
    }

    fn presentation(&self) -> Option<(Presentation, String)> {
        self.form()
            .read(|s| {
                let entry = s.schema_entry(self.path())?;
                let own = component_name_for_type(entry.type_name());
                s.presentation(self.path()).map(|p| (p, own))
            })
            .flatten()
    }

    /// The spec's `Size`: the `size` option, else its presets' size, else its container's
    /// (object, group or list), else the form's (`sm`, `md` or `lg`; `md` by default).
    pub fn size(&self) -> String {
        self.presentation()
            .map(|(p, _)| p.size.as_str().to_string())
            .unwrap_or_else(|| "md".into())
    }

    /// The spec's `View`: the `view` option, else `views[<component>]` (of the element, its
    /// presets or the config), else its container's view; `None` for the default view.
    pub fn view(&self) -> Option<String> {
        self.presentation().and_then(|(p, _)| p.view)
    }

    /// The spec's `template`, by name: what the `templates` maps (config, presets, element)
    /// give for `<Component>_<View>` or `<Component>`, else `<Component>_<View>` when the form
    /// has a template by that name, else the component's own name (`SelectElement`,
    /// `TEditorElement`). A template's Rust renderer is in [`FormHandle::templates`](super::FormHandle::templates).
    pub fn template(&self) -> String {
        let Some((presentation, own)) = self.presentation() else {
            return String::new();
        };
        let with_view = presentation.view.as_ref().map(|v| format!("{own}_{v}"));
        let mapped = |key: &str| {
            presentation
                .templates
                .get(key)
                .and_then(Value::as_str)
                .map(str::to_string)
        };
        if let Some(name) = with_view.as_deref().and_then(mapped) {
            return name;
        }
        if let Some(name) = mapped(&own) {
            return name;
        }
        match with_view {
            Some(name) if self.form().templates().contains_key(&name) => name,
            _ => own,
        }
    }

    /// The spec's `classes`: the merged classes of the element's own component (theme, class
    /// options, presets, class functions), by class key (`container`, `input`, …).
    pub fn classes(&self) -> ComputedClasses {
        self.look(self.has_label(), self.is_danger())
            .map(|look| look.own)
            .unwrap_or_default()
    }

    /// The class options and presets of this element that could not be applied, each once:
    /// an unknown preset name (`presets[0]: no preset named "nope"`), a badly shaped preset
    /// value, or a class option of the wrong shape inside `addClasses` & co.
    /// (`….addClasses.SelectElement.input: expected …`); the rest applies. In debug builds
    /// the element logs them to the console when its look is computed (once per options
    /// change).
    pub fn class_warnings(&self) -> Vec<String> {
        self.look(false, false)
            .map(|look| look.warnings)
            .unwrap_or_default()
    }

    /// The element's look (its classes and their warnings) as the views compute it.
    fn look(
        &self,
        has_label: bool,
        has_error: bool,
    ) -> Option<crate::layout::classes::ElementLook> {
        let theme = self.form().theme();
        self.with_entry(|s, entry| {
            crate::layout::classes::element_look_of(
                &theme,
                s,
                self.path(),
                entry.type_name(),
                entry.common(),
                has_label,
                has_error,
            )
        })
    }

    /// The spec's `isSuccess`: validated without failing rules, or (without rules) dirty
    /// ([`FormState::is_success`]).
    pub fn is_success(&self) -> bool {
        self.flag(|s, p| s.is_success(p))
    }

    /// The field shows its success style (`input_success`): validated, with rules, none
    /// failing ([`FormState::shows_success`]).
    pub(crate) fn shows_success(&self) -> bool {
        self.flag(|s, p| s.shows_success(p))
    }

    /// The spec's `isDanger`: the element has an error ([`FormState::is_danger`]).
    pub fn is_danger(&self) -> bool {
        self.flag(|s, p| s.is_danger(p))
    }

    /// The spec's `parent`: the container holding this element (`address` for
    /// `address.city`, the group `name` for its child `first`, the list `lines` for its item
    /// `lines.2`); `None` at the top.
    pub fn parent(&self) -> Option<ElementHandle> {
        #[cfg(feature = "nested")]
        {
            let parent = self
                .form()
                .read(|s| s.container_of(self.path()).map(str::to_owned))
                .flatten();
            parent.map(|p| self.form().el(&p))
        }
        #[cfg(not(feature = "nested"))]
        self.parent_by_path()
    }

    /// Without the containers: the element whose path contains this one, if any.
    #[cfg(not(feature = "nested"))]
    fn parent_by_path(&self) -> Option<ElementHandle> {
        let (parent, _) = self.path().rsplit_once('.')?;
        self.form()
            .read(|s| s.el(parent).is_some())
            .unwrap_or(false)
            .then(|| self.form().el(parent))
    }

    /// The spec's `input`: the element's main field in the page (the `<select>`, the
    /// dropdown's combobox or search input, the editor surface), found by its id inside the
    /// form's `<form>` (two forms may use the same element names). `None` before it is
    /// mounted and always on the server (no DOM there).
    pub fn input(&self) -> Option<web_sys::Element> {
        #[cfg(target_arch = "wasm32")]
        {
            let id = self.field_id(
                self.with_entry(|_, e| e.common().id.clone())
                    .flatten()
                    .as_deref(),
            );
            let form = self.form().form_node().cast::<web_sys::Element>()?;
            let selector = format!("[id=\"{}\"]", id.replace('\\', "\\\\").replace('"', "\\\""));
            form.query_selector(&selector).ok().flatten()
        }
        #[cfg(not(target_arch = "wasm32"))]
        None
    }

    /// The spec's `container`: the element's outermost box in the page (the layout container
    /// around its label, field, description and error), found by its
    /// `data-field="<field id>"` inside the form's `<form>` (docs/dom.md; never by a theme
    /// class, which a class map may repeat on the inner boxes). `None` before it is mounted,
    /// for an `inline` element (it has no layout boxes) and always on the server.
    pub fn container(&self) -> Option<web_sys::Element> {
        #[cfg(target_arch = "wasm32")]
        {
            let id = self.field_id(
                self.with_entry(|_, e| e.common().id.clone())
                    .flatten()
                    .as_deref(),
            );
            let form = self.form().form_node().cast::<web_sys::Element>()?;
            let selector = format!(
                "[data-field=\"{}\"]",
                id.replace('\\', "\\\\").replace('"', "\\\"")
            );
            form.query_selector(&selector).ok().flatten()
        }
        #[cfg(not(target_arch = "wasm32"))]
        None
    }

    /// Appends an informational message (not an error) to the element's message bag (the
    /// spec's `messageBag`); [`clear_messages`](Self::clear_messages) removes it.
    pub fn add_message(&self, message: &str) -> Result<(), String> {
        let path = self.path().to_string();
        let action = yewform_core::form::ElementAction::AddMessage(message.to_string());
        self.form()
            .write(move |state| state.apply(&path, action).map_err(|e| e.to_string()))
    }

    /// The messages (not errors) the app added to the element's message bag.
    pub fn messages(&self) -> Vec<String> {
        self.form()
            .read(|s| s.messages_of(self.path()))
            .unwrap_or_default()
    }

    /// The spec's `mounted`: the element's view has mounted (after its first effect, until
    /// it unmounts).
    pub fn mounted(&self) -> bool {
        self.form().is_mounted(self.path())
    }

    /// The spec's `useCustomFilled`: whether a custom check decides `isFilled`. False for the
    /// select and the editor (only checkbox-like elements have one in the reference).
    pub fn use_custom_filled(&self) -> bool {
        false
    }

    /// The spec's `isFilled`: the value (the current language's, for the editor) counts as
    /// filled, as the `required` rule sees it.
    pub fn is_filled(&self) -> bool {
        !self.empty()
    }

    /// The spec's `model`: what the field shows — the current language's content for a
    /// translatable element, the value otherwise.
    pub fn model(&self) -> Value {
        self.form()
            .read(|s| s.el(self.path()).map(|e| e.model().clone()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// The spec's `dataPath`: the dotted path of the element's data (the same as `path`:
    /// yewform has no flat containers).
    pub fn data_path(&self) -> String {
        self.form()
            .read(|s| s.el(self.path()).map(|e| e.data_path().to_string()))
            .flatten()
            .unwrap_or_else(|| self.path().to_string())
    }

    /// The resolved options of a select as the views hold them (normalised once into an
    /// [`OptionStore`], shared: no copy of 100,000 options). `None` before the select has
    /// resolved its items.
    pub fn resolved_options_raw(&self) -> Option<std::sync::Arc<OptionStore>> {
        self.form().options(self.path())
    }
}
