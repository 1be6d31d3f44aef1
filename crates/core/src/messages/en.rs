//! English validation messages: the reference's `locales/en` `validation.*` texts, word for
//! word (e.g. "The :attribute may not have more than :max items."). Keys are
//! `validation.<rule>`, with `.numeric` / `.file` / `.string` / `.array` sub-keys for the
//! size rules.

/// `vueform.defaultMessage`.
pub const DEFAULT_MESSAGE: &str = "Invalid field";

/// `validation.required`, the one text of a build without the `rules` feature.
const REQUIRED: (&str, &str) = ("required", "The :attribute field is required.");

/// Every `validation.*` text: with the `rules` feature (on by default) the text of every
/// built-in rule, without it only `required`'s (the only rule with a message such a build
/// has; an app's own rule whose `message_key` names another built-in key gets the default
/// message there, unless `messages` or its `default_message` give one).
#[cfg(not(feature = "rules"))]
pub const VALIDATION: &[(&str, &str)] = &[REQUIRED];

/// Every `validation.*` text: with the `rules` feature (on by default) the text of every
/// built-in rule, without it only `required`'s.
#[cfg(feature = "rules")]
pub const VALIDATION: &[(&str, &str)] = &[
    ("accepted", "The :attribute must be accepted."),
    ("active_url", "The :attribute is not a valid URL."),
    ("after", "The :attribute must be a date after :date."),
    (
        "after_or_equal",
        "The :attribute must be a date after or equal to :date.",
    ),
    ("alpha", "The :attribute may only contain letters."),
    (
        "alpha_dash",
        "The :attribute may only contain letters, numbers, dashes and underscores.",
    ),
    (
        "alpha_num",
        "The :attribute may only contain letters and numbers.",
    ),
    ("array", "The :attribute must be an array."),
    ("before", "The :attribute must be a date before :date."),
    (
        "before_or_equal",
        "The :attribute must be a date before or equal to :date.",
    ),
    (
        "between.numeric",
        "The :attribute must be between :min and :max.",
    ),
    (
        "between.file",
        "The :attribute must be between :min and :max kilobytes.",
    ),
    (
        "between.string",
        "The :attribute must be between :min and :max characters.",
    ),
    (
        "between.array",
        "The :attribute must have between :min and :max items.",
    ),
    ("boolean", "The :attribute field must be true or false."),
    ("confirmed", "The :attribute confirmation does not match."),
    ("date", "The :attribute is not a valid date."),
    ("date_equals", "The :attribute must be equal to :date."),
    (
        "date_format",
        "The :attribute does not match the format :format.",
    ),
    ("different", "The :attribute and :other must be different."),
    ("digits", "The :attribute must be :digits digits."),
    (
        "digits_between",
        "The :attribute must be between :min and :max digits.",
    ),
    ("dimensions", "The :attribute has invalid image dimensions."),
    ("distinct", "The :attribute field has a duplicate value."),
    ("email", "The :attribute must be a valid email address."),
    ("exists", "The selected :attribute is invalid."),
    ("file", "The :attribute must be a file."),
    ("filled", "The :attribute field must have a value."),
    ("gt.numeric", "The :attribute must be greater than :value."),
    (
        "gt.file",
        "The :attribute must be greater than :value kilobytes.",
    ),
    (
        "gt.string",
        "The :attribute must be greater than :value characters.",
    ),
    (
        "gt.array",
        "The :attribute must have more than :value items.",
    ),
    (
        "gte.numeric",
        "The :attribute must be greater than or equal :value.",
    ),
    (
        "gte.file",
        "The :attribute must be greater than or equal :value kilobytes.",
    ),
    (
        "gte.string",
        "The :attribute must be greater than or equal :value characters.",
    ),
    (
        "gte.array",
        "The :attribute must have :value items or more.",
    ),
    ("image", "The :attribute must be an image."),
    ("in", "The selected :attribute is invalid."),
    ("in_array", "The :attribute field does not exist in :other."),
    ("integer", "The :attribute must be an integer."),
    ("ip", "The :attribute must be a valid IP address."),
    ("ipv4", "The :attribute must be a valid IPv4 address."),
    ("ipv6", "The :attribute must be a valid IPv6 address."),
    ("json", "The :attribute must be a valid JSON string."),
    ("lt.numeric", "The :attribute must be less than :value."),
    (
        "lt.file",
        "The :attribute must be less than :value kilobytes.",
    ),
    (
        "lt.string",
        "The :attribute must be less than :value characters.",
    ),
    (
        "lt.array",
        "The :attribute must have less than :value items.",
    ),
    (
        "lte.numeric",
        "The :attribute must be less than or equal :value.",
    ),
    (
        "lte.file",
        "The :attribute must be less than or equal :value kilobytes.",
    ),
    (
        "lte.string",
        "The :attribute must be less than or equal :value characters.",
    ),
    (
        "lte.array",
        "The :attribute must not have more than :value items.",
    ),
    (
        "max.numeric",
        "The :attribute may not be greater than :max.",
    ),
    (
        "max.file",
        "The :attribute may not be greater than :max kilobytes.",
    ),
    (
        "max.string",
        "The :attribute may not be greater than :max characters.",
    ),
    (
        "max.array",
        "The :attribute may not have more than :max items.",
    ),
    ("mimes", "The :attribute must be a file of type: :values."),
    (
        "mimetypes",
        "The :attribute must be a file of type: :values.",
    ),
    ("min.numeric", "The :attribute must be at least :min."),
    (
        "min.file",
        "The :attribute must be at least :min kilobytes.",
    ),
    (
        "min.string",
        "The :attribute must be at least :min characters.",
    ),
    ("min.array", "The :attribute must have at least :min items."),
    ("not_in", "The selected :attribute is invalid."),
    ("not_regex", "The :attribute format is invalid."),
    ("numeric", "The :attribute must be a number."),
    ("present", "The :attribute field must be present."),
    ("regex", "The :attribute format is invalid."),
    ("remote", "The :attribute field is invalid."),
    REQUIRED,
    (
        "required_if",
        "The :attribute field is required when :other is :value.",
    ),
    (
        "required_unless",
        "The :attribute field is required unless :other is in :values.",
    ),
    (
        "required_with",
        "The :attribute field is required when :values is present.",
    ),
    (
        "required_with_all",
        "The :attribute field is required when :values are present.",
    ),
    (
        "required_without",
        "The :attribute field is required when :values is not present.",
    ),
    (
        "required_without_all",
        "The :attribute field is required when none of :values are present.",
    ),
    ("same", "The :attribute and :other must match."),
    ("size.numeric", "The :attribute must be :size."),
    ("size.file", "The :attribute must be :size kilobytes."),
    ("size.string", "The :attribute must be :size characters."),
    ("size.array", "The :attribute must contain :size items."),
    ("string", "The :attribute must be a string."),
    ("timezone", "The :attribute must be a valid zone."),
    ("unique", "The :attribute has already been taken."),
    (
        "unchecked",
        "The :attribute could not be checked (the server did not answer). Try again.",
    ),
    ("uploaded", "The :attribute failed to upload."),
    ("url", "The :attribute format is invalid."),
    ("uuid", "The :attribute must be a valid UUID."),
];
