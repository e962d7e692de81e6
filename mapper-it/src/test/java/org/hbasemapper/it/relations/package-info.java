/** Relations kept in step both ways: the seeds' shops and items, blocking and asynchronous. */
package org.hbasemapper.it.relations;
