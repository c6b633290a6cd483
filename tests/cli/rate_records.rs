//! The §11 `rate` record and the text block, byte for byte (SPEC §9, §11): the
//! fields in their order, `conflicts` only with duplicates, and each validity —
//! one solution, duplicates, several solutions — written as it always was.

use crate::common;

use common::kibitz;

const INPUT: &str = "1.3..4.24..1.1.3 one\n11.............. twins\n................\n163.9..878....6.4........1.....2.1...8.7.9.2...5.3.....3........2.9....894..5.236 medium\n";

const JSON: [&str; 4] = [
    r#"{"index":0,"name":"one","key":"b2x2:0001123004022040","size":4,"valid":true,"solutions":1,"score":0,"er":1.2,"stuck":false,"contradiction":false,"counts":{},"shd":{"total":11,"by_rule":{"Only Spot Boxes":10},"by_class":{"Novice":10,"Player":0,"Expert":0,"Master":0,"penalty":0,"arbitrary":1}},"diffkey":{"key":"71","difficulty":2,"label":"Easiest"},"coarse":0}"#,
    r#"{"index":1,"name":"twins","key":"b2x2:0000000000000011","size":4,"valid":false,"solutions":0,"conflicts":[{"group":"row 1","digit":1,"cells":["r1c1","r1c2"]},{"group":"box 1","digit":1,"cells":["r1c1","r1c2"]}],"score":null,"er":null,"stuck":true,"contradiction":true,"counts":{},"shd":{"total":56,"by_rule":{"Only Spot Boxes":9,"Only Spot Rows":8,"Only Spot Cols":3,"Only Value":3,"Intersect Reject":16,"Locked Triples":12},"by_class":{"Novice":23,"Player":28,"Expert":0,"Master":0,"penalty":4,"arbitrary":1}},"diffkey":{"key":null,"difficulty":null,"label":"no DiffKey"},"coarse":-1}"#,
    r#"{"index":2,"name":null,"key":"b2x2:0000000000000000","size":4,"valid":false,"solutions":2,"score":null,"er":null,"stuck":true,"contradiction":false,"counts":{},"shd":{"total":81,"by_rule":{},"by_class":{"Novice":0,"Player":0,"Expert":0,"Master":0,"penalty":80,"arbitrary":1}},"diffkey":{"key":null,"difficulty":null,"label":"no DiffKey"},"coarse":5}"#,
    r#"{"index":3,"name":"medium","key":"b3x3:000000001002003004050416027000080000020039186600070030010000500040800000209040003","size":9,"valid":true,"solutions":1,"score":4,"er":1.2,"stuck":false,"contradiction":false,"counts":{"hidden_single":4},"shd":{"total":71,"by_rule":{"Only Spot Boxes":7,"Only Spot Rows":54,"Only Spot Cols":9},"by_class":{"Novice":70,"Player":0,"Expert":0,"Master":0,"penalty":0,"arbitrary":1}},"diffkey":{"key":"63667987","difficulty":8,"label":"Medium"},"coarse":5}"#,
];

const TEXT: &str = "\
#1 one (4x4)
  valid: one solution
  score: 0
  ER: 1.2
  counts: none
  SHD: 11 (Novice 10, arbitrary 1)
  DiffKey: 71 (2, Easiest)
  coarse: 0
#2 twins (4x4)
  invalid: 1 appears 2 times in row 1: r1c1, r1c2; 1 appears 2 times in box 1: r1c1, r1c2
  score: *** (stuck on a contradiction)
  ER: ***
  counts: none
  SHD: 56 (Novice 23, Player 28, penalty 4, arbitrary 1)
  DiffKey: no DiffKey
  coarse: -1
#3 (4x4)
  flagged: several solutions (ratings still computed)
  score: *** (stuck)
  ER: ***
  counts: none
  SHD: 81 (penalty 80, arbitrary 1)
  DiffKey: no DiffKey
  coarse: 5
#4 medium (9x9)
  valid: one solution
  score: 4
  ER: 1.2
  counts: hidden_single 4
  SHD: 71 (Novice 70, arbitrary 1)
  DiffKey: 63667987 (8, Medium)
  coarse: 5
";

#[test]
fn rate_json_writes_every_field_in_order() {
    let out = kibitz(&["rate", "-", "--json"], Some(INPUT));
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines, JSON);
}

#[test]
fn rate_text_writes_each_validity_as_before() {
    let out = kibitz(&["rate", "-"], Some(INPUT));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), TEXT);
}
