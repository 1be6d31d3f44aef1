//! Tables shared by the class-map tests.

/// Every tag a static may have (`yewform_core::schema::StaticTag`, as the schema accepts
/// them): the static view builds the key `tag_<tag>` from it.
pub const STATIC_TAGS: &[&str] = &[
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "a",
    "hr",
    "img",
    "div",
    "span",
    "small",
];

/// Every size (`Size`): the static and button views build `content_<size>`, `tag_<size>`
/// and `button_<size>` from it.
pub const SIZES: &[&str] = &["sm", "md", "lg"];
