package org.hbasemapper.samples;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.RelationRow;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.runtime.key.RowKeys;
import org.hbasemapper.samples.mail.Message;
import org.hbasemapper.samples.mail.MessageDao;
import org.hbasemapper.samples.mail.MessageMapper;
import org.hbasemapper.samples.order.LineItem;
import org.hbasemapper.samples.order.LineItemDao;
import org.hbasemapper.samples.order.LineItemMapper;
import org.hbasemapper.samples.order.OrderHeader;
import org.hbasemapper.samples.order.OrderHeaderDao;
import org.hbasemapper.samples.order.OrderHeaderQuery;
import org.hbasemapper.samples.order.OrderRow;
import org.hbasemapper.samples.order.OrderRowDao;
import org.hbasemapper.samples.order.ShippingLocation;
import org.hbasemapper.samples.purchase.Purchase;
import org.hbasemapper.samples.purchase.PurchaseAsyncDao;
import org.hbasemapper.samples.purchase.PurchaseDao;
import org.hbasemapper.samples.purchase.PurchaseHistory;
import org.hbasemapper.samples.purchase.PurchaseHistoryImpl;
import org.hbasemapper.samples.purchase.PurchaseMapper;
import org.hbasemapper.samples.sensor.Reading;
import org.hbasemapper.samples.shop.Item;
import org.hbasemapper.samples.shop.ItemDao;
import org.hbasemapper.samples.shop.ItemMapper;
import org.hbasemapper.samples.shop.Shop;
import org.hbasemapper.samples.shop.ShopDao;
import org.hbasemapper.samples.shop.ShopMapper;
import org.hbasemapper.samples.shop.Stock;
import org.hbasemapper.samples.shop.StockDao;
import org.hbasemapper.samples.shop.StockMapper;
import org.hbasemapper.samples.shop.StockQuery;
import org.hbasemapper.samples.sensor.ReadingDao;
import org.hbasemapper.samples.sensor.ReadingMapper;
import org.hbasemapper.samples.taxonomy.Animal;
import org.hbasemapper.samples.taxonomy.AnimalDao;
import org.hbasemapper.samples.taxonomy.AnimalMapper;
import org.hbasemapper.samples.weibo.Gender;
import org.hbasemapper.samples.weibo.User;
import org.hbasemapper.samples.weibo.UserAsyncDao;
import org.hbasemapper.samples.weibo.UserDao;
import org.hbasemapper.samples.weibo.UserMapper;

/** The examples the program can run, by name. */
final class Examples {
  /** An example: a name, one line saying what it shows, and its body. */
  record Example(String name, String summary, Consumer<Run> body) {}

  static final List<Example> ALL = List.of(
      new Example("taxonomy", "animal taxonomy with parent:<id> and child:<id> qualifiers", Examples::taxonomy),
      new Example("shop", "shop and item, item:<item_id> and shop:<shop_id> kept in step", Examples::shop),
      new Example("orders", "an order, its shipping locations and line items as record types of one table",
          Examples::orders),
      new Example("stock", "stock levels decremented by conditional updates: the last unit is sold once",
          Examples::stock),
      new Example("purchases", "purchase records <user_id><Long.MAX_VALUE - time><product_id>", Examples::purchases),
      new Example("weibo", "weibo user with info:* columns and fans:<user_id> = type", Examples::weibo),
      new Example("mail", "mail box as a tall table <user_id><message_id>", Examples::mail),
      new Example("sensors", "salted time series: even region spread, a host's series in order", Examples::sensors),
      new Example("async", "the asynchronous API: a page of fans' profiles fetched at once, purchases as a publisher",
          Examples::async));

  /** Purchases written by the purchases example: 200 users x 500. */
  static final int USERS = 200;
  static final int PURCHASES_PER_USER = 500;
  /** Fans of the weibo example's celebrity. */
  static final int FANS = 50_000;

  private Examples() {}

  static void weibo(Run run) {
    PrintStream out = run.out;
    run.table(UserMapper.INSTANCE.schema());
    UserDao users = new UserDao(run.connection);
    Map<Long, String> fans = new LinkedHashMap<>();
    fans.put(2L, "mutual");
    fans.put(3L, "follower");
    fans.put(4L, "follower");
    users.put(new User(1L, "lihua", Gender.FEMALE, LocalDate.of(1992, 3, 14), "Hangzhou", fans));
    users.put(new User(2L, "wangwei", Gender.MALE, LocalDate.of(1988, 11, 2), "Beijing", Map.of(1L, "mutual")));
    run.wrote(UserMapper.INSTANCE.schema(), 2);

    User lihua = users.get(1L).orElseThrow();
    out.printf("users.get(1L) -> %s (%s, born %s, %s)%n", lihua.nickname(), lihua.gender(), lihua.dob(), lihua.address());
    Map<Long, String> firstFans = new LinkedHashMap<>();
    users.fans(1L).page(PageRequest.ofSize(10)).content().forEach(e -> firstFans.put(e.getKey(), e.getValue()));
    out.printf("fans of %s: %s%n", lihua.nickname(), firstFans);
    out.printf("lihua.fans() is loaded on first use: %d fans%n", lihua.fans().size());
    printRow(run.connection, UserMapper.INSTANCE, new UserMapper.Key(1L), out);

    // a celebrity: too many fans to read with the user, so the family is LAZY and paged
    users.put(new User(100L, "star", Gender.FEMALE, LocalDate.of(1990, 1, 1), "Shanghai", Map.of()));
    WideRow<Long, String> starFans = users.fans(100L);
    Run.Progress progress = run.progress("fans of star", FANS);
    Map<Long, String> chunk = new LinkedHashMap<>();
    for (long fan = 1_000; fan < 1_000 + FANS; fan++) {
      chunk.put(fan, fan % 7 == 0 ? "mutual" : "follower");
      if (chunk.size() == 5_000) {
        starFans.putAll(chunk);
        progress.step(chunk.size());
        chunk.clear();
      }
    }
    progress.done();
    run.wrote(UserMapper.INSTANCE.schema(), 1);
    User star = users.get(100L).orElseThrow();
    out.printf("users.get(100L) -> %s, fans not read (%s)%n", star.nickname(), star.fans());
    out.printf("users.fans(100L).count() = %,d%n", starFans.count());
    Page<Map.Entry<Long, String>> page = starFans.page(PageRequest.ofSize(5));
    out.println("users.fans(100L).page(PageRequest.ofSize(5)):");
    run.print(List.of("fan", "type"), page.content().stream()
        .map(e -> List.of(String.valueOf(e.getKey()), e.getValue())).toList());
    Page<Map.Entry<Long, String>> next = starFans.page(page.next());
    out.printf("next page starts at fan %d (cursor token %s)%n", next.content().get(0).getKey(), page.next().toToken());
    out.printf("users.fans(100L).between(20_000L, 30_000L).count() = %,d%n", starFans.between(20_000L, 30_000L).count());
  }

  /**
   * The asynchronous DAOs over an {@code AsyncConnection}: a user's fans and their profiles read with
   * every call in flight at once, and a user's purchases streamed through a publisher that reads only
   * what its subscriber asks for.
   */
  static void async(Run run) {
    PrintStream out = run.out;
    run.table(UserMapper.INSTANCE.schema());
    run.table(PurchaseMapper.INSTANCE.schema());
    UserAsyncDao users = new UserAsyncDao(run.async());
    PurchaseAsyncDao purchases = new PurchaseAsyncDao(run.async());

    List<User> people = new ArrayList<>();
    Map<Long, String> fans = new LinkedHashMap<>();
    for (long id = 500; id < 550; id++) {
      people.add(new User(id, "fan" + id, id % 2 == 0 ? Gender.FEMALE : Gender.MALE, LocalDate.of(1990, 1, 1)
          .plusDays(id), "Chengdu", Map.of()));
      fans.put(id, id % 5 == 0 ? "mutual" : "follower");
    }
    people.add(new User(499L, "host", Gender.FEMALE, LocalDate.of(1985, 5, 5), "Chengdu", fans));
    users.putAll(people).join(); // one future for 51 rows
    run.wrote(UserMapper.INSTANCE.schema(), people.size());

    // the fans of user 499, then their profiles in one multi-get, then their nicknames: no thread waits in between
    List<User> profiles = users.fans(499L).page(PageRequest.ofSize(50))
        .thenCompose(page -> users.getAll(page.content().stream().map(e -> new UserMapper.Key(e.getKey())).toList()))
        .join();
    out.printf("users.fans(499L).page(50) then users.getAll(...): %d profiles, first %s, last %s%n", profiles.size(),
        profiles.get(0).nickname(), profiles.get(profiles.size() - 1).nickname());

    // independent calls in flight together
    CompletableFuture<Optional<User>> host = users.get(499L);
    CompletableFuture<Long> fanCount = users.fans(499L).count();
    CompletableFuture<Boolean> missing = users.exists(999_999L);
    CompletableFuture.allOf(host, fanCount, missing).join();
    out.printf("get(499L), fans(499L).count(), exists(999999L) at once -> %s, %d fans, %s%n",
        host.join().orElseThrow().nickname(), fanCount.join(), missing.join());

    List<Purchase> bought = new ArrayList<>();
    for (int i = 0; i < 1_000; i++) {
      bought.add(new Purchase("async01", T0.plus(Duration.ofMinutes(13L * i)), "p" + (i % 40),
          BigDecimal.valueOf(500 + i, 2), 1));
    }
    purchases.putAll(bought).join();
    run.wrote(PurchaseMapper.INSTANCE.schema(), bought.size());

    // a publisher read 100 rows at a time: the scan is suspended between requests
    Flow.Publisher<Purchase> recent = purchases.query().userId("async01").batchSize(100).publisher();
    BatchCounter<Purchase> counter = new BatchCounter<>(100);
    recent.subscribe(counter);
    out.printf("purchases.query().userId(\"async01\").publisher(), 100 per request: %,d rows in %d requests%n",
        counter.done.join(), counter.requests);
    out.printf("purchases.query().userId(\"async01\").count() = %,d (a future)%n",
        purchases.query().userId("async01").count().join());
  }

  /** A subscriber that asks for {@code batch} items at a time and counts them. */
  private static final class BatchCounter<T> implements Flow.Subscriber<T> {
    private final long batch;
    final CompletableFuture<Long> done = new CompletableFuture<>();
    private Flow.Subscription subscription;
    private long count;
    private long left;
    int requests;

    BatchCounter(long batch) {
      this.batch = batch;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      more();
    }

    @Override
    public void onNext(T item) {
      count++;
      if (--left == 0) {
        more();
      }
    }

    private void more() {
      left = batch;
      requests++;
      subscription.request(batch);
    }

    @Override
    public void onError(Throwable t) {
      done.completeExceptionally(t);
    }

    @Override
    public void onComplete() {
      done.complete(count);
    }
  }

  static void taxonomy(Run run) {
    PrintStream out = run.out;
    run.table(AnimalMapper.INSTANCE.schema());
    AnimalDao animals = new AnimalDao(run.connection);
    List<Animal> all = List.of(
        new Animal(1L, "animal", new TreeMap<>(),
            new TreeMap<>(Map.of(2L, "cat", 3L, "monkey", 4L, "dog", 5L, "tiger", 6L, "pig"))),
        new Animal(2L, "cat", new TreeMap<>(Map.of(1L, "animal")), new TreeMap<>()),
        new Animal(4L, "dog", new TreeMap<>(Map.of(1L, "animal")), new TreeMap<>(Map.of(7L, "reddog", 8L, "blackdog"))),
        new Animal(7L, "reddog", new TreeMap<>(Map.of(1L, "animal", 4L, "dog")), new TreeMap<>()),
        new Animal(8L, "blackdog", new TreeMap<>(Map.of(1L, "animal", 4L, "dog")), new TreeMap<>()));
    animals.putAll(all);
    run.wrote(AnimalMapper.INSTANCE.schema(), all.size());

    Animal reddog = animals.get(7L).orElseThrow();
    out.printf("animals.get(7L) -> %s, ancestors %s%n", reddog.name(), reddog.parents().values());
    Animal dog = animals.get(4L).orElseThrow();
    out.printf("children of %s: %s%n", dog.name(), dog.children().values());
    try (Stream<Animal> children = animals.children(1L).load()) {
      out.println("animals.children(1L).load()  -- the rows of animal's children that exist:");
      run.print(List.of("id", "name", "parents"), children
          .map(a -> List.of(String.valueOf(a.id()), a.name(), a.parents().values().toString())).toList());
    }
    printRow(run.connection, AnimalMapper.INSTANCE, new AnimalMapper.Key(7L), out);
  }

  static void shop(Run run) {
    PrintStream out = run.out;
    run.table(ShopMapper.INSTANCE.schema());
    run.table(ItemMapper.INSTANCE.schema());
    ShopDao shops = new ShopDao(run.connection);
    ItemDao items = new ItemDao(run.connection);
    items.putAll(List.of(
        new Item(101L, "tea", new BigDecimal("12.50"), "green tea, 100 g", "Longjing tea", Map.of()),
        new Item(102L, "cup", new BigDecimal("8.00"), "porcelain", "Tea cup", Map.of()),
        new Item(103L, "pot", new BigDecimal("35.00"), "clay", "Tea pot", Map.of())));
    shops.put(new Shop(1L, "West Lake Tea", "Hangzhou", LocalDate.of(2019, 5, 1),
        Map.of(101L, "featured", 102L, "normal")));
    shops.put(new Shop(2L, "Tea Corner", "Suzhou", LocalDate.of(2021, 9, 9), Map.of(101L, "normal")));
    run.wrote(ItemMapper.INSTANCE.schema(), 3);
    run.wrote(ShopMapper.INSTANCE.schema(), 2);

    out.println("shops.put(shop 1 selling 101, 102) also wrote the items' shop:<shop_id>:");
    run.print(List.of("item", "title", "shops"), Stream.of(101L, 102L, 103L)
        .map(id -> items.get(id).orElseThrow())
        .map(i -> List.of(String.valueOf(i.id()), i.title(), i.shops().toString())).toList());
    RelationRow<Long, String, Item> westLake = shops.items(1L);
    westLake.put(103L, "new");
    westLake.remove(102L);
    out.println("shops.items(1L).put(103L, \"new\"); shops.items(1L).remove(102L);");
    try (Stream<Item> sold = westLake.load()) {
      out.println("shops.items(1L).load():");
      run.print(List.of("item", "title", "price"), sold
          .map(i -> List.of(String.valueOf(i.id()), i.title(), i.price().toPlainString())).toList());
    }
    out.printf("item 102 now sold by %s, item 103 by %s%n", items.get(102L).orElseThrow().shops(),
        items.get(103L).orElseThrow().shops());
    try (Stream<Shop> sellers = items.shops(101L).load()) {
      out.printf("items.shops(101L).load() -> %s%n", sellers.map(Shop::name).toList());
    }
    printRow(run.connection, ItemMapper.INSTANCE, new ItemMapper.Key(103L), out);
  }

  /**
   * A conditional stock decrement: read the quantity, then write quantity - 1 only if the row still
   * holds the quantity read (HBase checks it in the same call); a sale that lost the race reads again.
   * Three units, five buyers: three sales, then two refusals, never a negative stock.
   */
  static void stock(Run run) {
    PrintStream out = run.out;
    run.table(StockMapper.INSTANCE.schema());
    StockDao stocks = new StockDao(run.connection);
    stocks.put(new Stock("w001", 7L, 3, null, null));
    run.wrote(StockMapper.INSTANCE.schema(), 1);
    out.println("stocks.put(w001/7: 3 units)");
    for (String buyer : List.of("ann", "ben", "cal", "dee", "eve")) {
      out.printf("%s: %s%n", buyer, sellOne(stocks, "w001", 7L) ? "sold" : "refused, none left");
    }
    Stock left = stocks.get("w001", 7L).orElseThrow();
    out.printf("stocks.get(w001/7).quantity() = %d, created %s, changed %s%n", left.quantity(),
        left.created() == null ? "null" : "set", left.changed() == null ? "null" : "set");
    boolean putOver = stocks.put(new Stock("w001", 7L, 10, null, null), StockQuery.QUANTITY.greaterThan(0));
    out.printf("stocks.put(10 units, only if QUANTITY > 0) = %s  -- the row holds 0: nothing written%n", putOver);
    boolean deleted = stocks.delete(new StockMapper.Key("w001", 7L), StockQuery.QUANTITY.equalTo(0));
    out.printf("stocks.delete(w001/7, only if QUANTITY == 0) = %s%n", deleted);
  }

  /** Sells one unit: the decrement applies only if the quantity read is still the one stored. */
  private static boolean sellOne(StockDao stocks, String warehouse, long itemId) {
    while (true) {
      int quantity = stocks.get(warehouse, itemId).map(Stock::quantity).orElse(0);
      if (quantity <= 0) {
        return false;
      }
      boolean applied = stocks.update(warehouse, itemId)
          .set(StockQuery.QUANTITY, quantity - 1)
          .onlyIf(StockQuery.QUANTITY.equalTo(quantity))
          .apply();
      if (applied) {
        return true;
      } // another sale changed it first: read again
    }
  }

  static void orders(Run run) {
    PrintStream out = run.out;
    TableSchema schema = OrderRowDao.GROUP.schema();
    run.table(schema);
    OrderRowDao orderRows = new OrderRowDao(run.connection);
    List<OrderRow> rows = new ArrayList<>();
    for (String customer : List.of("alice", "bob")) {
      for (long order = 1; order <= 3; order++) {
        rows.add(new OrderHeader(customer, order, Instant.parse("2024-05-0" + order + "T10:00:00Z"), "placed"));
        rows.add(new ShippingLocation(customer, order, 1, customer + "'s home"));
        for (int line = 1; line <= 2 + order; line++) {
          rows.add(new LineItem(customer, order, line, 100 + line, line, new BigDecimal("2.50").multiply(
              BigDecimal.valueOf(line))));
        }
      }
    }
    orderRows.putAll(rows); // one call for every record type
    run.wrote(schema, rows.size());
    out.printf("orderRows.putAll(%d rows: 6 headers, 6 shipping locations, 24 line items)%n", rows.size());

    out.println("orderRows.query().customer(\"bob\").order(2).list()  -- the whole order, one scan, key order:");
    List<List<String>> table = new ArrayList<>();
    for (OrderRow row : orderRows.query().customer("bob").order(2).list()) {
      table.add(describe(row));
    }
    run.print(List.of("type", "key", "fields"), table);
    LineItemDao items = new LineItemDao(run.connection);
    OrderHeaderDao headers = new OrderHeaderDao(run.connection);
    out.printf("headers.query().customer(\"bob\").count() = %d  -- only headers, though the scan spans bob's orders%n",
        headers.query().customer("bob").count());
    out.printf("items.query().customer(\"bob\").order(2).count() = %d%n", items.query().customer("bob").order(2).count());
    out.printf("orderRows.query().customer(\"bob\").order(2).delete() = %d rows%n",
        orderRows.query().customer("bob").order(2).delete());
    out.printf("bob's orders left: %s%n",
        headers.query().customer("bob").list().stream().map(h -> String.valueOf(h.order())).toList());
    printRow(run.connection, LineItemMapper.INSTANCE, new LineItemMapper.Key("alice", 1L, 2), out);

    // an order placed atomically: its header and items land together or not at all (one call to the
    // region, which holds every row of the order: MultiRowMutationEndpoint, added by SchemaManager)
    List<OrderRow> placed = new ArrayList<>();
    placed.add(new OrderHeader("carol", 1, Instant.parse("2024-05-04T10:00:00Z"), "placed"));
    for (int line = 1; line <= 3; line++) {
      placed.add(new LineItem("carol", 1, line, 200 + line, 1, new BigDecimal("4.00")));
    }
    orderRows.putAllAtomically(placed);
    out.printf("orderRows.putAllAtomically(header + 3 items of carol/1): %d rows%n",
        orderRows.query().customer("carol").order(1).count());
    LineItem late = new LineItem("carol", 1, 4, 204, 2, new BigDecimal("1.50"));
    out.printf("add item 4 only if the header's status is 'placed': %s%n",
        orderRows.putAllAtomically(List.of(late), OrderHeaderQuery.STATUS.equalTo("placed")));
    headers.put(new OrderHeader("carol", 1, Instant.parse("2024-05-04T10:00:00Z"), "shipped"));
    LineItem tooLate = new LineItem("carol", 1, 5, 205, 1, new BigDecimal("9.00"));
    out.printf("add item 5 only if the header's status is 'placed', after shipping: %s  -- nothing written%n",
        orderRows.putAllAtomically(List.of(tooLate), OrderHeaderQuery.STATUS.equalTo("placed")));
    try {
      orderRows.putAllAtomically(List.of(tooLate, new LineItem("alice", 1, 9, 209, 1, BigDecimal.ONE)));
    } catch (IllegalArgumentException e) {
      out.println("rows of two orders in one atomic call: refused before any write");
    }
    out.printf("orderRows.query().customer(\"carol\").order(1).deleteAtomically() = %d rows%n",
        orderRows.query().customer("carol").order(1).deleteAtomically());
  }

  /** One row of an order for the table: its type, its key and its fields; Java 21 would switch on the type. */
  private static List<String> describe(OrderRow row) {
    if (row instanceof OrderHeader h) {
      return List.of("header", h.customer() + "/" + h.order(), h.placed() + " " + h.status());
    } else if (row instanceof ShippingLocation l) {
      return List.of("location", l.customer() + "/" + l.order() + "/" + l.location(), l.address());
    } else if (row instanceof LineItem i) {
      return List.of("line item", i.customer() + "/" + i.order() + "/" + i.line(),
          i.quantity() + " x item " + i.itemId() + " at " + i.price());
    }
    throw new IllegalStateException("not an order row: " + row);
  }

  static void mail(Run run) {
    PrintStream out = run.out;
    run.table(MessageMapper.INSTANCE.schema());
    MessageDao messages = new MessageDao(run.connection);
    List<Message> batch = new ArrayList<>();
    LocalDate first = LocalDate.of(2024, 3, 1);
    String[] users = {"alice", "bob", "carol"};
    for (String user : users) {
      for (int day = 0; day < 10; day++) {
        for (int seq = 0; seq < 5; seq++) {
          batch.add(new Message(user, first.plusDays(day), seq, "sender" + (seq + day) % 4,
              "subject " + user + " " + day + "/" + seq));
        }
      }
    }
    messages.putAll(batch);
    run.wrote(MessageMapper.INSTANCE.schema(), batch.size());
    out.printf("wrote %,d messages of %d users%n", batch.size(), users.length);
    out.printf("messages.query().userId(\"bob\").count() = %d%n", messages.query().userId("bob").count());
    out.println("messages.query().userId(\"bob\").day(2024-03-04).list():");
    run.print(List.of("day", "seq", "sender", "subject"), messages.query().userId("bob").day(first.plusDays(3)).list()
        .stream().map(m -> List.of(m.day().toString(), String.valueOf(m.seq()), m.sender(), m.subject())).toList());
    out.printf("messages.query().userId(\"bob\").dayBetween(2024-03-02, 2024-03-05).count() = %d%n",
        messages.query().userId("bob").dayBetween(first.plusDays(1), first.plusDays(4)).count());
  }

  static final Instant T0 = Instant.parse("2024-03-01T00:00:00Z");

  static void purchases(Run run) {
    PrintStream out = run.out;
    run.table(PurchaseMapper.INSTANCE.schema());
    PurchaseDao purchases = new PurchaseDao(run.connection);
    Run.Progress progress = run.progress("purchases", (long) USERS * PURCHASES_PER_USER);
    List<Purchase> batch = new ArrayList<>();
    for (int user = 0; user < USERS; user++) {
      for (int i = 0; i < PURCHASES_PER_USER; i++) {
        batch.add(new Purchase(String.format("u%03d", user), T0.plus(Duration.ofMinutes(37L * i)),
            "p" + (i * 7 % 100), BigDecimal.valueOf(100 + i % 900, 2), 1 + i % 3));
      }
      if (batch.size() >= 10_000) {
        purchases.putAll(batch);
        progress.step(batch.size());
        batch.clear();
      }
    }
    purchases.putAll(batch);
    progress.step(batch.size());
    progress.done();
    run.wrote(PurchaseMapper.INSTANCE.schema(), (long) USERS * PURCHASES_PER_USER);

    out.println("purchases.query().userId(\"u007\").limit(5).list()  -- the 5 most recent");
    run.print(List.of("time", "product", "price", "qty"), purchases.query().userId("u007").limit(5).list().stream()
        .map(p -> List.of(p.time().toString(), p.productId(), p.price().toPlainString(), String.valueOf(p.quantity())))
        .toList());
    Instant from = T0.plus(Duration.ofDays(2));
    Instant to = T0.plus(Duration.ofDays(3));
    long inWindow = purchases.query().userId("u007").timeBetween(from, to).count();
    out.printf("purchases.query().userId(\"u007\").timeBetween(%s, %s).count() = %d%n", from, to, inWindow);
    int pages = 0;
    int rows = 0;
    Page<Purchase> page = purchases.query().userId("u007").page(PageRequest.ofSize(50));
    while (true) {
      pages++;
      rows += page.content().size();
      if (!page.hasNext()) {
        break;
      }
      page = purchases.query().userId("u007").page(page.next());
    }
    out.printf("pages of 50 through u007's history: %d pages, %d purchases%n", pages, rows);
    PurchaseHistory history = new PurchaseHistoryImpl(run.connection);
    out.printf("history.findTop5ByUserId(\"u007\").size() = %d%n", history.findTop5ByUserId("u007").size());
    out.printf("history.countByUserIdAndTimeBetween(\"u007\", %s, %s) = %d  -- both bounds inclusive%n", from, to,
        history.countByUserIdAndTimeBetween("u007", from, to));
    List<PurchaseHistory.Line> dear = history.findLinesByUserIdAndPriceGreaterThanEqual("u007", new BigDecimal("5.50"));
    out.printf("history.findLinesByUserIdAndPriceGreaterThanEqual(\"u007\", 5.50): %d lines, e.g. %s%n", dear.size(),
        dear.isEmpty() ? "-" : dear.get(0));
    byte[] row = PurchaseMapper.INSTANCE.rowKey(purchases.query().userId("u007").first().orElseThrow());
    out.println("raw key " + Bytes.toStringBinary(row) + " = " + RowKeys.describe(PurchaseMapper.INSTANCE, row));
  }

  static void sensors(Run run) {
    PrintStream out = run.out;
    run.table(ReadingMapper.INSTANCE.schema());
    ReadingDao readings = new ReadingDao(run.connection);
    List<Reading> batch = new ArrayList<>();
    long start = T0.toEpochMilli();
    for (int host = 0; host < 64; host++) {
      for (int t = 0; t < 100; t++) {
        batch.add(new Reading(String.format("host%02d", host), start + t * 60_000L, Math.sin(host + t / 10.0)));
      }
    }
    readings.putAll(batch);
    run.wrote(ReadingMapper.INSTANCE.schema(), batch.size());
    out.printf("wrote %,d readings of 64 hosts%n", batch.size());
    out.println("rows per region (one region per salt bucket):");
    List<List<String>> regionRows = new ArrayList<>();
    try (Admin admin = run.connection.getAdmin();
        Table table = run.connection.getTable(ReadingMapper.INSTANCE.schema().tableName())) {
      for (RegionInfo region : admin.getRegions(ReadingMapper.INSTANCE.schema().tableName())) {
        int n = 0;
        try (ResultScanner scanner = table.getScanner(new Scan().withStartRow(region.getStartKey())
            .withStopRow(region.getEndKey()).setFilter(new FirstKeyOnlyFilter()))) {
          while (scanner.next() != null) {
            n++;
          }
        }
        regionRows.add(List.of(region.getStartKey().length == 0 ? "(first)" : Bytes.toStringBinary(region.getStartKey()),
            region.getEndKey().length == 0 ? "(last)" : Bytes.toStringBinary(region.getEndKey()), String.valueOf(n)));
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    run.print(List.of("start", "end", "rows"), regionRows);
    List<Reading> series = readings.query().hostId("host42").limit(3).list();
    out.println("readings.query().hostId(\"host42\").limit(3).list()  -- one bucket, time order");
    series.forEach(r -> out.printf("  %s  %d  %.3f%n", r.hostId(), r.time(), r.value()));
    List<Reading> merged = readings.query().hostIdBetween("host10", "host12").limit(3).list();
    out.println("readings.query().hostIdBetween(\"host10\", \"host12\").limit(3).list()  -- 8 buckets merged");
    merged.forEach(r -> out.printf("  %s  %d  %.3f%n", r.hostId(), r.time(), r.value()));
    out.printf("readings.query().count() = %d%n", readings.query().count());
  }

  /** The row as the HBase shell would show it: one line per cell, binary bytes escaped. */
  static <K> void printRow(Connection connection, EntityMapper<?, K> mapper, K key, PrintStream out) {
    byte[] row = mapper.encodeKey(key);
    out.println("raw row " + Bytes.toStringBinary(row) + ":");
    try (Table table = connection.getTable(mapper.schema().tableName())) {
      Result result = table.get(new Get(row));
      for (Cell cell : result.rawCells()) {
        out.printf("  %-28s value=%s%n",
            Bytes.toString(CellUtil.cloneFamily(cell)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(cell)),
            Bytes.toStringBinary(CellUtil.cloneValue(cell)));
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
