export default definePageConfig({
  navigationBarTitleText: '热门城市',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
