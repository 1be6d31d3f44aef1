//! [`resolve_size`]: the effective `size` of an element or a form.

use crate::schema::Size;

/// The size of an element: its own `size`, else the last of its presets that sets one,
/// else `form` (the parent's or form's resolved size), else `config` (`md` by default).
///
/// ```
/// use yewform_core::layout::resolve_size;
/// use yewform_core::schema::Size;
/// assert_eq!(resolve_size(None, &[Some(Size::Sm), None], Some(Size::Lg), Size::Md), Size::Sm);
/// assert_eq!(resolve_size(Some(Size::Lg), &[Some(Size::Sm)], None, Size::Md), Size::Lg);
/// assert_eq!(resolve_size(None, &[], None, Size::Md), Size::Md);
/// ```
#[must_use]
pub fn resolve_size(
    element: Option<Size>,
    presets: &[Option<Size>],
    form: Option<Size>,
    config: Size,
) -> Size {
    element
        .or_else(|| last_preset_size(presets))
        .or(form)
        .unwrap_or(config)
}

/// The size of a form: its own `size`, else the last of its presets (the config's
/// `usePresets` followed by the form's `presets`) that sets one, else `config`.
#[must_use]
pub fn resolve_form_size(form: Option<Size>, presets: &[Option<Size>], config: Size) -> Size {
    form.or_else(|| last_preset_size(presets)).unwrap_or(config)
}

fn last_preset_size(presets: &[Option<Size>]) -> Option<Size> {
    presets.iter().rev().find_map(|size| *size)
}
