/** Weibo users and fans: one row per user, {@code info:*} for the profile and {@code fans:<user_id> = type}. */
package org.hbasemapper.samples.spring.weibo;
