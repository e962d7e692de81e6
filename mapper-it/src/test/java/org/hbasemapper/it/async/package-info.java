/** The asynchronous API against the mini cluster: the Reactive Streams TCK over each kind of publisher. */
package org.hbasemapper.it.async;
