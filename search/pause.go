package search

// pauseDocs is how many texts buildDict tokenises between pauses.
const pauseDocs = 256
