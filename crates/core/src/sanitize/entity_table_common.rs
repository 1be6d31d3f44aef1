// @generated from entity_table.rs (WHATWG's entities.json): the names of HTML 4 (252),
// `apos`, `Tab`, `NewLine`, `colon` and the names valid without `;`; checked against
// entity_table.rs by `the_common_table_is_the_full_table_filtered` in entities.rs. Do not edit.
// The list of named character references is from the HTML Standard, Copyright (c) WHATWG
// (Apple, Google, Mozilla, Microsoft), under the BSD 3-Clause licence in source form.

//! The common named character references, for builds without the `entities-full`
//! feature: 262 names (106 of them also valid without the trailing `;`), sorted
//! by bytes, in the format of `entity_table.rs`.

/// How many names [`NAMES`] holds.
pub(super) const COUNT: usize = 262;

/// The longest name, in bytes.
pub(super) const MAX_NAME: usize = 8;

/// The longest name that is also valid without `;`.
pub(super) const MAX_LEGACY: usize = 6;

/// Bit set in [`VALUES`] for a name also valid without `;`.
pub(super) const LEGACY: u32 = 1 << 25;

/// Every name without `&` and `;`, in byte order, one after the other; name `i` is
/// `NAMES[OFFSETS[i]..OFFSETS[i + 1]]`.
pub(super) static NAMES: &str = concat!(
    "AEligAMPAacuteAcircAgraveAlphaAringAtildeAumlBetaCOPYCcedilChiDaggerDeltaETHEacuteEcirc",
    "EgraveEpsilonEtaEumlGTGammaIacuteIcircIgraveIotaIumlKappaLTLambdaMuNewLineNtildeNuOElig",
    "OacuteOcircOgraveOmegaOmicronOslashOtildeOumlPhiPiPrimePsiQUOTREGRhoScaronSigmaTHORNTabTau",
    "ThetaUacuteUcircUgraveUpsilonUumlXiYacuteYumlZetaaacuteacircacuteaeligagravealefsymalpha",
    "ampandangaposaringasympatildeaumlbdquobetabrvbarbullcapccedilcedilcentchicircclubscolon",
    "congcopycrarrcupcurrendArrdaggerdarrdegdeltadiamsdivideeacuteecircegraveemptyemspensp",
    "epsilonequivetaetheumleuroexistfnofforallfrac12frac14frac34fraslgammagegthArrharrhearts",
    "hellipiacuteicirciexcligraveimageinfinintiotaiquestisiniumlkappalArrlambdalanglaquolarr",
    "lceilldquolelfloorlowastlozlrmlsaquolsquoltmacrmdashmicromiddotminusmunablanbspndashneni",
    "notnotinnsubntildenuoacuteocircoeligograveolineomegaomicronoplusorordfordmoslashotilde",
    "otimesoumlparapartpermilperpphipipivplusmnpoundprimeprodproppsiquotrArrradicrangraquorarr",
    "rceilrdquorealregrfloorrhorlmrsaquorsquosbquoscaronsdotsectshysigmasigmafsimspadessubsube",
    "sumsupsup1sup2sup3supeszligtauthere4thetathetasymthinspthorntildetimestradeuArruacuteuarr",
    "ucircugraveumlupsihupsilonuumlweierpxiyacuteyenyumlzetazwjzwnj",
);

/// Where each name starts in [`NAMES`], and where the last one ends.
pub(super) static OFFSETS: [u16; COUNT + 1] = [
    0, 5, 8, 14, 19, 25, 30, 35, 41, 45, 49, 53,
    59, 62, 68, 73, 76, 82, 87, 93, 100, 103, 107, 109,
    114, 120, 125, 131, 135, 139, 144, 146, 152, 154, 161, 167,
    169, 174, 180, 185, 191, 196, 203, 209, 215, 219, 222, 224,
    229, 232, 236, 239, 242, 248, 253, 258, 261, 264, 269, 275,
    280, 286, 293, 297, 299, 305, 309, 313, 319, 324, 329, 334,
    340, 347, 352, 355, 358, 361, 365, 370, 375, 381, 385, 390,
    394, 400, 404, 407, 413, 418, 422, 425, 429, 434, 439, 443,
    447, 452, 455, 461, 465, 471, 475, 478, 483, 488, 494, 500,
    505, 511, 516, 520, 524, 531, 536, 539, 542, 546, 550, 555,
    559, 565, 571, 577, 583, 588, 593, 595, 597, 601, 605, 611,
    617, 623, 628, 633, 639, 644, 649, 652, 656, 662, 666, 670,
    675, 679, 685, 689, 694, 698, 703, 708, 710, 716, 722, 725,
    728, 734, 739, 741, 745, 750, 755, 761, 766, 768, 773, 777,
    782, 784, 786, 789, 794, 798, 804, 806, 812, 817, 822, 828,
    833, 838, 845, 850, 852, 856, 860, 866, 872, 878, 882, 886,
    890, 896, 900, 903, 905, 908, 914, 919, 924, 928, 932, 935,
    939, 943, 948, 952, 957, 961, 966, 971, 975, 978, 984, 987,
    990, 996, 1001, 1006, 1012, 1016, 1020, 1023, 1028, 1034, 1037, 1043,
    1046, 1050, 1053, 1056, 1060, 1064, 1068, 1072, 1077, 1080, 1086, 1091,
    1099, 1105, 1110, 1115, 1120, 1125, 1129, 1135, 1139, 1144, 1150, 1153,
    1158, 1165, 1169, 1175, 1177, 1183, 1186, 1190, 1194, 1197, 1201,
];

/// What each name stands for: bits 0–20 the (first) code point, bits 21–24 the
/// second code point as 1 + its index in [`SECOND`] (0: none), and [`LEGACY`].
pub(super) static VALUES: [u32; COUNT] = [
    0x20000c6, 0x2000026, 0x20000c1, 0x20000c2, 0x20000c0, 0x391, 0x20000c5, 0x20000c3,
    0x20000c4, 0x392, 0x20000a9, 0x20000c7, 0x3a7, 0x2021, 0x394, 0x20000d0,
    0x20000c9, 0x20000ca, 0x20000c8, 0x395, 0x397, 0x20000cb, 0x200003e, 0x393,
    0x20000cd, 0x20000ce, 0x20000cc, 0x399, 0x20000cf, 0x39a, 0x200003c, 0x39b,
    0x39c, 0xa, 0x20000d1, 0x39d, 0x152, 0x20000d3, 0x20000d4, 0x20000d2,
    0x3a9, 0x39f, 0x20000d8, 0x20000d5, 0x20000d6, 0x3a6, 0x3a0, 0x2033,
    0x3a8, 0x2000022, 0x20000ae, 0x3a1, 0x160, 0x3a3, 0x20000de, 0x9,
    0x3a4, 0x398, 0x20000da, 0x20000db, 0x20000d9, 0x3a5, 0x20000dc, 0x39e,
    0x20000dd, 0x178, 0x396, 0x20000e1, 0x20000e2, 0x20000b4, 0x20000e6, 0x20000e0,
    0x2135, 0x3b1, 0x2000026, 0x2227, 0x2220, 0x27, 0x20000e5, 0x2248,
    0x20000e3, 0x20000e4, 0x201e, 0x3b2, 0x20000a6, 0x2022, 0x2229, 0x20000e7,
    0x20000b8, 0x20000a2, 0x3c7, 0x2c6, 0x2663, 0x3a, 0x2245, 0x20000a9,
    0x21b5, 0x222a, 0x20000a4, 0x21d3, 0x2020, 0x2193, 0x20000b0, 0x3b4,
    0x2666, 0x20000f7, 0x20000e9, 0x20000ea, 0x20000e8, 0x2205, 0x2003, 0x2002,
    0x3b5, 0x2261, 0x3b7, 0x20000f0, 0x20000eb, 0x20ac, 0x2203, 0x192,
    0x2200, 0x20000bd, 0x20000bc, 0x20000be, 0x2044, 0x3b3, 0x2265, 0x200003e,
    0x21d4, 0x2194, 0x2665, 0x2026, 0x20000ed, 0x20000ee, 0x20000a1, 0x20000ec,
    0x2111, 0x221e, 0x222b, 0x3b9, 0x20000bf, 0x2208, 0x20000ef, 0x3ba,
    0x21d0, 0x3bb, 0x27e8, 0x20000ab, 0x2190, 0x2308, 0x201c, 0x2264,
    0x230a, 0x2217, 0x25ca, 0x200e, 0x2039, 0x2018, 0x200003c, 0x20000af,
    0x2014, 0x20000b5, 0x20000b7, 0x2212, 0x3bc, 0x2207, 0x20000a0, 0x2013,
    0x2260, 0x220b, 0x20000ac, 0x2209, 0x2284, 0x20000f1, 0x3bd, 0x20000f3,
    0x20000f4, 0x153, 0x20000f2, 0x203e, 0x3c9, 0x3bf, 0x2295, 0x2228,
    0x20000aa, 0x20000ba, 0x20000f8, 0x20000f5, 0x2297, 0x20000f6, 0x20000b6, 0x2202,
    0x2030, 0x22a5, 0x3c6, 0x3c0, 0x3d6, 0x20000b1, 0x20000a3, 0x2032,
    0x220f, 0x221d, 0x3c8, 0x2000022, 0x21d2, 0x221a, 0x27e9, 0x20000bb,
    0x2192, 0x2309, 0x201d, 0x211c, 0x20000ae, 0x230b, 0x3c1, 0x200f,
    0x203a, 0x2019, 0x201a, 0x161, 0x22c5, 0x20000a7, 0x20000ad, 0x3c3,
    0x3c2, 0x223c, 0x2660, 0x2282, 0x2286, 0x2211, 0x2283, 0x20000b9,
    0x20000b2, 0x20000b3, 0x2287, 0x20000df, 0x3c4, 0x2234, 0x3b8, 0x3d1,
    0x2009, 0x20000fe, 0x2dc, 0x20000d7, 0x2122, 0x21d1, 0x20000fa, 0x2191,
    0x20000fb, 0x20000f9, 0x20000a8, 0x3d2, 0x3c5, 0x20000fc, 0x2118, 0x3be,
    0x20000fd, 0x20000a5, 0x20000ff, 0x3b6, 0x200d, 0x200c,
];

/// The second code points of the names that stand for two.
pub(super) static SECOND: [u32; 0] = [];
