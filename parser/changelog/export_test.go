package changelog

// BadInputs is badInputs for the tests of package parser_test.
var BadInputs = badInputs
