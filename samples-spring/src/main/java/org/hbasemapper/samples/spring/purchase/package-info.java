/** User purchase records: {@code <user_id><Long.MAX_VALUE - time><product_id>}, a user's purchases most recent first. */
package org.hbasemapper.samples.spring.purchase;
