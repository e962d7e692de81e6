/** Wide rows and dynamic families: the seeds' fans row of 100,000 entries and per-key counters. */
package org.hbasemapper.it.widerows;
